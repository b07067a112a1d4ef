import { type CriticalDate, criticalDateKindLabels } from '@common/options';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { entryKey } from './api/get-critical-dates-day';
import { criticalDateHref, criticalDateKindStyles } from './calendar-month';

/** An entry in its kind's colour, leading to its lease or option; `compact` clamps it to two lines. */
function EntryLink({ item, compact = false }: { item: CriticalDate; compact?: boolean }) {
  const label = criticalDateKindLabels[item.kind];
  return (
    <Link
      to={criticalDateHref(item)}
      title={`${label}: ${item.title} (${item.property.name})`}
      data-kind={item.kind}
      className={cn(
        'block rounded border px-1.5 py-0.5 text-xs leading-snug',
        compact ? 'line-clamp-2 break-words' : 'whitespace-normal',
        criticalDateKindStyles[item.kind],
      )}
    >
      <span className="sr-only">{`${label}: `}</span>
      {item.title}
    </Link>
  );
}

/** A day's entries, one link each; `compact` packs them closer and clamps each to two lines. */
export function EntryList({
  entries,
  compact = false,
}: {
  entries: readonly CriticalDate[];
  compact?: boolean;
}) {
  return (
    <ul className={cn('flex flex-col', compact ? 'gap-0.5' : 'gap-1')}>
      {entries.map((item) => (
        <li key={entryKey(item)}>
          <EntryLink item={item} compact={compact} />
        </li>
      ))}
    </ul>
  );
}
