import { type SearchGroup, type SearchResult, searchKindLabels, searchMinLength } from '@common/search';
import { Command } from 'cmdk';
import { Loader2, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { CommandInput, CommandOption, ServerCommand } from '@/components/ui/command';
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

/** A result's value in the list: unique across the groups. */
const resultValue = (group: SearchGroup, result: SearchResult) => `${group.kind}-${result.id}`;

function PaletteContent() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), debounceMs);
  const search = useSearch(term);
  const [highlighted, setHighlighted] = useState('');

  const ready = term.length >= searchMinLength && text.trim().length >= searchMinLength;
  const groups = ready ? (search.data?.groups ?? []) : [];
  const first = groups[0];
  const firstValue = first?.items[0] ? resultValue(first, first.items[0]) : '';

  // A new answer starts again at its first result.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the answer changes, not the highlight
  useEffect(() => setHighlighted(firstValue), [search.data, term]);

  const choose = (result: SearchResult) => {
    setCommandPaletteOpen(false);
    navigate(result.path);
  };

  const waiting = text.trim().length >= searchMinLength && (term !== text.trim() || search.isFetching);
  let status: string | null = null;
  if (text.trim().length < searchMinLength) status = `Type at least ${searchMinLength} characters to search.`;
  else if (search.isError && !waiting) status = 'Search failed. Please try again.';
  else if (ready && search.isSuccess && !waiting && groups.length === 0) status = `No results for "${term}"`;

  return (
    <DialogContent
      hideCloseButton
      aria-describedby={undefined}
      className="top-[12vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0 sm:p-0"
    >
      <DialogTitle className="sr-only">Search</DialogTitle>
      <ServerCommand
        label="Search properties, tenants, deals, spaces and lessons"
        value={highlighted}
        onValueChange={setHighlighted}
      >
        <div className="flex items-center gap-2 border-border border-b px-4">
          <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <CommandInput
            placeholder="Search properties, tenants, deals…"
            value={text}
            onValueChange={setText}
            maxLength={100}
            className="h-12 text-base placeholder:text-muted-foreground sm:text-sm"
          />
          {waiting ? (
            <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin text-muted-foreground" />
          ) : null}
          <kbd className="hidden rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-[10px] text-muted-foreground sm:inline">
            Esc
          </kbd>
        </div>
        <Command.List
          label="Search results"
          className={cn('max-h-[min(24rem,60dvh)] overflow-y-auto', groups.length > 0 && 'p-2')}
        >
          {groups.map((group) => (
            <Command.Group
              key={group.kind}
              heading={
                <span className="block px-2 py-1.5 font-semibold text-[11px] text-muted-foreground uppercase tracking-wide">
                  {searchKindLabels[group.kind]}
                </span>
              }
              className="py-1"
            >
              {group.items.map((result) => (
                <CommandOption
                  key={result.id}
                  value={resultValue(group, result)}
                  name={result.title}
                  detail={result.subtitle}
                  onSelect={() => choose(result)}
                  detailClassName="px-2 pb-2"
                  className="rounded-md px-2 py-2 font-medium text-foreground text-sm data-[selected=true]:bg-primary-soft data-[selected=true]:text-primary"
                />
              ))}
            </Command.Group>
          ))}
        </Command.List>
        {status ? (
          <Command.Empty>
            <p role="status" className="px-4 py-6 text-center text-muted-foreground text-sm">
              {status}
            </p>
          </Command.Empty>
        ) : null}
      </ServerCommand>
    </DialogContent>
  );
}
