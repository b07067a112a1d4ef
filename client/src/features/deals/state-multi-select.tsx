import { plural } from '@common/words';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { ChecklistPopover, ChecklistRow } from '@/components/ui/checklist-popover';
import { Input } from '@/components/ui/input';

export type StateOption = { code: string; name: string };

export type StateMultiSelectProps = {
  id: string;
  options: StateOption[];
  value: string[];
  onChange: (codes: string[]) => void;
};

/** The pipeline's state multi-select: a searchable list of 'California CA'-style choices. */
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
    <ChecklistPopover
      id={id}
      summary={summary}
      active={value.length > 0}
      widthClassName="w-64"
      onOpenChange={(open) => (open ? undefined : setSearch(''))}
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
          shown.map((option) => (
            <ChecklistRow
              key={option.code}
              checked={value.includes(option.code)}
              onToggle={() => toggle(option.code)}
            >
              <span className="flex-1">{option.name}</span>{' '}
              <span className="text-muted-foreground text-xs">{option.code}</span>
            </ChecklistRow>
          ))
        )}
      </ul>
    </ChecklistPopover>
  );
}
