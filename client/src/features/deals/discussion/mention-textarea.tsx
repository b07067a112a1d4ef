import type { MentionableUser } from '@common/discussion';
import { type KeyboardEvent, useId, useRef } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useMentionableUsers } from './api/get-mentionable-users';
import { useMentionAutocomplete } from './use-mention-autocomplete';

export type MentionTextareaProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Keys the list did not use (the composer posts on Enter). */
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  placeholder: string;
  rows?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/**
 * A text box that offers team members as the user types `@` (the listbox follows the combobox
 * pattern: focus stays in the box, `aria-activedescendant` names the highlighted person).
 */
export function MentionTextarea({ id, value, onChange, onKeyDown, ...props }: MentionTextareaProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const listboxId = useId();
  const team = useMentionableUsers();
  const mention = useMentionAutocomplete({ value, onChange, textareaRef, users: team.data ?? [] });
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  return (
    <div className="relative">
      <Textarea
        ref={textareaRef}
        id={id}
        value={value}
        onChange={(event) => mention.handleChange(event.target.value, event.target.selectionStart)}
        onKeyDown={(event) => {
          if (!mention.handleKeyDown(event)) onKeyDown?.(event);
        }}
        onSelect={mention.handleSelect}
        onBlur={mention.close}
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-controls={mention.expanded ? listboxId : undefined}
        aria-activedescendant={mention.expanded ? optionId(mention.activeIndex) : undefined}
        {...props}
      />
      {mention.expanded ? (
        <MentionListbox
          id={listboxId}
          optionId={optionId}
          users={mention.candidates}
          activeIndex={mention.activeIndex}
          onHover={mention.setActiveIndex}
          onPick={mention.pick}
        />
      ) : null}
    </div>
  );
}

type MentionListboxProps = {
  id: string;
  optionId: (index: number) => string;
  users: MentionableUser[];
  activeIndex: number;
  onHover: (index: number) => void;
  onPick: (user: MentionableUser) => void;
};

function MentionListbox({ id, optionId, users, activeIndex, onHover, onPick }: MentionListboxProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Team members"
      className="absolute top-full left-0 z-30 mt-1 flex max-h-64 w-full max-w-xs flex-col overflow-y-auto rounded-md border border-border bg-card p-1 text-foreground shadow-lg"
    >
      {users.map((user, index) => (
        // Focus stays in the text box (aria-activedescendant); the mouse picks without moving it.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks through the text box
        <div
          key={user.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => onHover(index)}
          onClick={() => onPick(user)}
          className={cn(
            'flex min-w-0 cursor-pointer select-none items-baseline gap-2 rounded-sm px-2.5 py-2 text-sm',
            index === activeIndex && 'bg-muted',
          )}
        >
          <span className="truncate font-medium">{user.fullName || user.username}</span>
          <span className="truncate text-muted-foreground text-xs">@{user.username}</span>
        </div>
      ))}
    </div>
  );
}
