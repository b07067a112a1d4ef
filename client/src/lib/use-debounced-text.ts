import { useEffect, useRef, useState } from 'react';

export const textDebounceMs = 300;

/**
 * A filter text box's value, applied `textDebounceMs` after the last keystroke. A change made
 * elsewhere (Clear All) replaces the text; our own writes coming back through the URL do not, so
 * typing is never overwritten mid-word.
 */
export function useDebouncedText(applied: string, apply: (text: string) => void) {
  const [text, setText] = useState(applied);
  const lastWritten = useRef(applied);

  useEffect(() => {
    if (applied !== lastWritten.current) {
      lastWritten.current = applied;
      setText(applied);
    }
  }, [applied]);

  useEffect(() => {
    if (text === lastWritten.current) return;
    const timer = setTimeout(() => {
      lastWritten.current = text;
      apply(text);
    }, textDebounceMs);
    return () => clearTimeout(timer);
  }, [text, apply]);

  /** Apply the text now (Enter). */
  const flush = () => {
    if (text === lastWritten.current) return;
    lastWritten.current = text;
    apply(text);
  };

  /** Empty the box at once (Clear All), dropping text not yet applied. */
  const reset = () => {
    lastWritten.current = '';
    setText('');
  };

  return { text, setText, flush, reset };
}
