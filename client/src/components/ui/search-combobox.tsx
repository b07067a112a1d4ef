import { useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { Check, ChevronDown, LoaderCircle, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type KeyboardEvent, type Ref, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { CommandInput, CommandOption, ServerCommand } from './command';

/** A choice; `detail` (an address, an industry) is shown under the name and read as its description. */
export type SearchOption = { id: number | string; name: string; detail?: string | null };

export const searchDebounceMs = 200;

export type SearchComboboxProps = {
  /** The trigger's id, for the field's <Label htmlFor>. */
  id: string;
  /** The chosen option's id; '' or null for none. */
  value: number | string | null;
  /** The chosen option's name (leading options are named by themselves). */
  valueLabel?: string;
  onChange: (option: SearchOption) => void;
  /** The options matching `text` ('' for the first ones); the signal aborts a superseded search. */
  search: (text: string, signal: AbortSignal) => Promise<SearchOption[]>;
  /** The search's cache key; the text is appended. Put it under the area's root so its invalidations refresh it. */
  queryKey: readonly unknown[];
  /** The search box's name and placeholder, e.g. 'Search tenants'. */
  searchLabel: string;
  placeholder?: string;
  /** Fixed choices listed first while the search box is empty, e.g. 'No tenant record'. */
  leadingOptions?: SearchOption[];
  failureText?: string;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

const same = (a: number | string | null, b: number | string) => a !== null && String(a) === String(b);

/**
 * A select whose options come from the server as the user types (WAI-ARIA combobox with a listbox
 * popup): the trigger looks like our SelectTrigger; opening it shows a search box over the matches.
 */
export function SearchCombobox({
  id,
  value,
  valueLabel,
  onChange,
  placeholder = 'Choose…',
  leadingOptions = [],
  disabled,
  className,
  ref,
  onBlur,
  search,
  queryKey,
  searchLabel,
  failureText = 'Search failed. Please try again.',
  ...aria
}: SearchComboboxProps) {
  const [open, setOpen] = useState(false);
  const [initialText, setInitialText] = useState('');

  const chosenLabel = leadingOptions.find((option) => same(value, option.id))?.name ?? valueLabel;
  const hasValue = value !== null && value !== '' && chosenLabel !== undefined;

  const handleOpenChange = (next: boolean, text = '') => {
    if (next) setInitialText(text);
    setOpen(next);
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const printable = event.key.length === 1 && event.key !== ' ';
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      handleOpenChange(true);
    } else if (printable && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing on the closed picker starts a search with that letter.
      event.preventDefault();
      handleOpenChange(true, event.key);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={(next) => handleOpenChange(next)} modal>
      <Popover.Trigger asChild>
        <button
          ref={ref}
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          disabled={disabled}
          onBlur={onBlur}
          onKeyDown={handleTriggerKeyDown}
          data-placeholder={hasValue ? undefined : ''}
          className={cn(
            'flex h-10 w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-left text-foreground text-sm shadow-xs',
            'transition-[border-color,box-shadow] data-[placeholder]:text-slate-500',
            'focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/20',
            'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
            'aria-invalid:border-destructive',
            className,
          )}
          {...aria}
        >
          <span className="truncate">{hasValue ? chosenLabel : placeholder}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={searchLabel}
          align="start"
          sideOffset={4}
          collisionPadding={10}
          className={cn(
            'z-50 flex w-(--radix-popover-trigger-width) min-w-0 flex-col overflow-hidden rounded-md border border-border bg-card text-foreground shadow-lg',
            'max-h-[min(22rem,var(--radix-popover-content-available-height))]',
            'data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
          )}
        >
          <SearchPanel
            initialText={initialText}
            value={value}
            leadingOptions={leadingOptions}
            search={search}
            queryKey={queryKey}
            searchLabel={searchLabel}
            failureText={failureText}
            onPick={(option) => {
              onChange(option);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

type SearchPanelProps = Pick<SearchComboboxProps, 'value' | 'search' | 'queryKey' | 'searchLabel'> & {
  initialText: string;
  leadingOptions: SearchOption[];
  failureText: string;
  onPick: (option: SearchOption) => void;
  onClose: () => void;
};

/** The open popup: mounted on each opening, so every search starts afresh from what was typed. */
function SearchPanel({
  initialText,
  value,
  leadingOptions,
  search,
  queryKey,
  searchLabel,
  failureText,
  onPick,
  onClose,
}: SearchPanelProps) {
  const [text, setText] = useState(initialText);
  const term = useDebouncedValue(text.trim(), searchDebounceMs);
  const results = useQuery({
    queryKey: [...queryKey, term],
    queryFn: ({ signal }) => search(term, signal),
  });
  const options = [...(term === '' ? leadingOptions : []), ...(results.data ?? [])];
  const [highlighted, setHighlighted] = useState(value === null ? '' : String(value));
  const answers = useRef(0);

  // The popup opens on the chosen option when its first answer lists it; every other answer starts at
  // its first option.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when an answer arrives
  useEffect(() => {
    if (!results.data) return;
    const chosen = answers.current === 0 ? options.find((option) => same(value, option.id)) : undefined;
    answers.current += 1;
    const start = chosen ?? options[0];
    if (start) setHighlighted(String(start.id));
  }, [results.data]);
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Tab') return;
    // The popup sits outside the form's tab order: Tab closes it and focus goes back to the trigger.
    event.preventDefault();
    onClose();
  };

  const searching = results.isPending || results.isFetching;
  let status: string | null = null;
  if (results.isError) status = failureText;
  else if (searching) status = 'Searching…';
  else if (results.data?.length === 0) status = 'No matches';

  return (
    <ServerCommand label={searchLabel} value={highlighted} onValueChange={setHighlighted} className="flex-1">
      <div className="flex items-center gap-2 border-border border-b px-3">
        <Search aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        <CommandInput
          maxLength={200}
          placeholder={`${searchLabel}…`}
          value={text}
          onValueChange={setText}
          onKeyDown={handleKeyDown}
          className="h-10 text-base placeholder:text-slate-500 sm:text-sm"
        />
        {searching && !results.isError ? (
          <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-slate-400" />
        ) : null}
      </div>
      <Command.List
        label={searchLabel}
        aria-busy={searching || undefined}
        className={cn('min-h-0 flex-1 overflow-y-auto', options.length > 0 && 'p-1')}
      >
        {options.map((option) => (
          <CommandOption
            key={option.id}
            value={String(option.id)}
            name={option.name}
            detail={option.detail}
            onSelect={() => onPick(option)}
            detailClassName="pr-8 pb-2 pl-2.5"
            className="relative w-full rounded-sm py-2 pr-8 pl-2.5 text-sm data-[selected=true]:bg-muted"
          >
            {same(value, option.id) ? (
              <Check aria-hidden="true" className="absolute top-2.5 right-2 size-4 text-primary" />
            ) : null}
          </CommandOption>
        ))}
      </Command.List>
      <p
        role="status"
        className={cn('text-center text-muted-foreground text-sm', status ? 'px-3 py-4' : 'sr-only')}
      >
        {status}
      </p>
    </ServerCommand>
  );
}
