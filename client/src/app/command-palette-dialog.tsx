import { type SearchResult, searchKindLabels, searchMinLength } from '@common/search';
import { Loader2, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { setCommandPaletteOpen } from '@/lib/search/command-palette-state';
import { useSearch } from '@/lib/search/search';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const debounceMs = 200;

/** The palette's dialog, loaded the first time the palette opens (command-palette.tsx). */
export function CommandPaletteDialog() {
  return (
    <Dialog open onOpenChange={setCommandPaletteOpen}>
      <PaletteContent />
    </Dialog>
  );
}

function PaletteContent() {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), debounceMs);
  const search = useSearch(term);
  const [activeIndex, setActiveIndex] = useState(0);

  const ready = term.length >= searchMinLength && text.trim().length >= searchMinLength;
  const groups = ready ? (search.data?.groups ?? []) : [];
  const results = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const optionId = (index: number) => `${id}-option-${index}`;

  // A new answer starts again at its first result.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the result list changes
  useEffect(() => setActiveIndex(0), [search.data, term]);

  const choose = (result: SearchResult) => {
    setCommandPaletteOpen(false);
    navigate(result.path);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => (index - 1 + results.length) % results.length);
    } else if (event.key === 'Home') {
      event.preventDefault();
      setActiveIndex(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setActiveIndex(results.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const result = results[activeIndex];
      if (result) choose(result);
    }
  };

  // The active option stays in view as the arrows move it.
  useEffect(() => {
    if (results.length === 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const waiting = text.trim().length >= searchMinLength && (term !== text.trim() || search.isFetching);
  let status: string | null = null;
  if (text.trim().length < searchMinLength) status = `Type at least ${searchMinLength} characters to search.`;
  else if (search.isError && !waiting) status = 'Search failed. Please try again.';
  else if (ready && search.isSuccess && !waiting && results.length === 0) status = `No results for "${term}"`;

  let index = -1;
  return (
    <DialogContent
      hideCloseButton
      aria-describedby={undefined}
      className="top-[12vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0 sm:p-0"
    >
      <DialogTitle className="sr-only">Search</DialogTitle>
      <div className="flex items-center gap-2 border-border border-b px-4">
        <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <input
          role="combobox"
          aria-label="Search properties, tenants, deals, spaces and lessons"
          aria-expanded={results.length > 0}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search properties, tenants, deals…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          maxLength={100}
          className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
        />
        {waiting ? (
          <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin text-muted-foreground" />
        ) : null}
        <kbd className="hidden rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-[10px] text-muted-foreground sm:inline">
          Esc
        </kbd>
      </div>

      <div
        id={`${id}-listbox`}
        role="listbox"
        aria-label="Search results"
        className={cn('max-h-[min(24rem,60dvh)] overflow-y-auto', results.length > 0 && 'p-2')}
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group", not fieldsets
          <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className="py-1">
            <div
              id={`${id}-${group.kind}`}
              role="presentation"
              className="px-2 py-1.5 font-semibold text-[11px] text-muted-foreground uppercase tracking-wide"
            >
              {searchKindLabels[group.kind]}
            </div>
            {group.items.map((result) => {
              index += 1;
              const position = index;
              const active = position === activeIndex;
              // The option is named by its title alone; the subtitle, shown beside it but outside the
              // option (so the option's visible text is its name, WCAG 2.5.3), is its description.
              return (
                // biome-ignore lint/a11y/noStaticElementInteractions: the option inside is the interactive element; the row widens its click target
                <div
                  key={`${group.kind}-${result.id}`}
                  role="presentation"
                  onMouseMove={() => setActiveIndex(position)}
                  onClick={() => choose(result)}
                  className={cn(
                    'flex cursor-pointer flex-col rounded-md px-2 py-2',
                    active ? 'bg-primary-soft text-primary' : 'text-foreground',
                  )}
                >
                  <div
                    id={optionId(position)}
                    role="option"
                    aria-selected={active}
                    aria-describedby={result.subtitle ? `${optionId(position)}-subtitle` : undefined}
                    tabIndex={-1}
                    className="truncate font-medium text-sm outline-none"
                  >
                    {result.title}
                  </div>
                  {result.subtitle ? (
                    <span
                      id={`${optionId(position)}-subtitle`}
                      aria-hidden="true"
                      className="truncate text-muted-foreground text-xs"
                    >
                      {result.subtitle}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {status ? (
        <p role="status" className="px-4 py-6 text-center text-muted-foreground text-sm">
          {status}
        </p>
      ) : null}
    </DialogContent>
  );
}
