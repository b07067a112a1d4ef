import { useEffect, useRef, useState } from 'react';

export const textDebounceMs = 300;

/**
 * A filter text box's value, applied `delayMs` after the last keystroke (at once when 0). A change
 * made elsewhere (Clear All) replaces the text; our own writes coming back through the URL do not,
 * so typing is never overwritten mid-word.
 */
export function useDebouncedText(applied: string, apply: (text: string) => void, delayMs = textDebounceMs) {
  const [text, setBoxText] = useState(applied);
  const lastWritten = useRef(applied);

  useEffect(() => {
    if (applied !== lastWritten.current) {
      lastWritten.current = applied;
      setBoxText(applied);
    }
  }, [applied]);

  useEffect(() => {
    if (text === lastWritten.current) return;
    const timer = setTimeout(() => {
      lastWritten.current = text;
      apply(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, apply, delayMs]);

  /** The box's text as typed; applied after the delay, or in the same event when there is none. */
  const setText = (next: string) => {
    setBoxText(next);
    if (delayMs === 0 && next !== lastWritten.current) {
      lastWritten.current = next;
      apply(next);
    }
  };

  /** Apply the text now (Enter). */
  const flush = () => {
    if (text === lastWritten.current) return;
    lastWritten.current = text;
    apply(text);
  };

  /** Empty the box at once (Clear All), dropping text not yet applied. */
  const reset = () => {
    lastWritten.current = '';
    setBoxText('');
  };

  return { text, setText, flush, reset };
}
