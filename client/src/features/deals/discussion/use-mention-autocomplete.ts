import {
  insertMention,
  type MentionableUser,
  mentionCandidates,
  type OpenMention,
  openMentionAt,
} from '@common/discussion';
import { type KeyboardEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';

export type MentionAutocompleteOptions = {
  value: string;
  onChange: (value: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  users: readonly MentionableUser[];
};

/**
 * The @mention list of a text box: typing `@` and letters offers the team members they name; arrows
 * move through them, Enter or Tab (or a click) puts `@username ` in the text, Escape closes the list
 * until the text changes.
 */
export function useMentionAutocomplete({ value, onChange, textareaRef, users }: MentionAutocompleteOptions) {
  const [open, setOpen] = useState<OpenMention | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const pendingCaret = useRef<number | null>(null);

  const candidates = open && !dismissed ? mentionCandidates(users, open.query) : [];
  const expanded = candidates.length > 0;
  const active = expanded ? Math.min(activeIndex, candidates.length - 1) : 0;

  // After a pick, the caret goes after the inserted name once the new text is rendered.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const box = textareaRef.current;
    if (caret === null || !box) return;
    pendingCaret.current = null;
    box.focus();
    box.setSelectionRange(caret, caret);
  });

  /** Reads the @word at the caret again (after typing, or the caret moved). */
  const track = (text: string, caret: number) => {
    const next = openMentionAt(text, caret);
    if (next?.start !== open?.start || next?.query !== open?.query) setActiveIndex(0);
    setOpen(next);
  };

  const handleChange = (text: string, caret: number) => {
    onChange(text);
    setDismissed(false);
    track(text, caret);
  };

  const pick = (user: MentionableUser) => {
    if (!open) return;
    const caret = textareaRef.current?.selectionStart ?? value.length;
    const next = insertMention(value, open, caret, user.username);
    pendingCaret.current = next.caret;
    onChange(next.text);
    setOpen(null);
  };

  /** Handles the list's keys; true when it used the key (the box must not act on it too). */
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!expanded) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((active + step + candidates.length) % candidates.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const user = candidates[active];
      if (user) pick(user);
    } else if (event.key === 'Escape') {
      setDismissed(true);
      // An Escape that closes the list does not also close a dialog around it.
      event.stopPropagation();
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };

  return {
    candidates,
    expanded,
    activeIndex: active,
    setActiveIndex,
    pick,
    handleChange,
    handleKeyDown,
    /** The caret moved (arrows, a click): the list follows the @word it is in, if any. */
    handleSelect: () => {
      const box = textareaRef.current;
      if (box && box.selectionStart === box.selectionEnd) track(box.value, box.selectionStart);
    },
    close: () => setOpen(null),
  };
}
