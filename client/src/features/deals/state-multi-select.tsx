import { plural } from '@common/words';
import { ChevronDown, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export type StateOption = { code: string; name: string };

export type StateMultiSelectProps = {
  id: string;
  options: StateOption[];
  value: string[];
  onChange: (codes: string[]) => void;
};

/** Spec §2.7's state multi-select: a searchable list of 'California CA'-style choices. */
export function StateMultiSelect({ id, options, value, onChange }: StateMultiSelectProps) {
  const listId = useId();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = options.filter((option) => `${option.name} ${option.code}`.toLowerCase().includes(needle));
  const summary =
    value.length === 0 ? 'All States' : value.length <= 3 ? value.join(', ') : plural(value.length, 'state');

  const toggle = (code: string) =>
    onChange(value.includes(code) ? value.filter((picked) => picked !== code) : [...value, code]);

  return (
    <Popover.Root onOpenChange={(open) => (open ? undefined : setSearch(''))}>
      <Popover.Trigger
        id={id}
        className={cn(
          'flex h-10 w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-left text-sm shadow-xs',
          'focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/20',
          value.length === 0 ? 'text-foreground' : 'font-medium text-primary',
        )}
      >
        <span className="truncate">{summary}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={10}
          className="z-50 w-64 max-w-[calc(100vw-20px)] rounded-md border border-border bg-card p-2 shadow-lg data-[state=open]:animate-fade-in"
        >
          <div className="relative mb-2">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              aria-label="Search states"
              aria-controls={listId}
              placeholder="Search states..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="h-9 pl-8"
            />
          </div>
          <ul id={listId} aria-label="States" className="max-h-64 overflow-y-auto">
            {shown.length === 0 ? (
              <li className="px-2 py-3 text-center text-muted-foreground text-sm">No states found.</li>
            ) : (
              shown.map((option) => {
                const checked = value.includes(option.code);
                return (
                  <li key={option.code}>
                    <label className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-muted has-focus-visible:bg-muted">
                      <input
                        type="checkbox"
                        className="size-4 shrink-0 cursor-pointer accent-primary"
                        checked={checked}
                        onChange={() => toggle(option.code)}
                      />
                      <span className="flex-1">{option.name}</span>{' '}
                      <span className="text-muted-foreground text-xs">{option.code}</span>
                    </label>
                  </li>
                );
              })
            )}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
