import type { SearchResult, SearchResultType } from '@common/listings';
import { Building2, ChevronRight, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

const groups: { type: SearchResultType; title: string; badge: string }[] = [
  { type: 'tenant', title: 'Tenants', badge: 'Tenant' },
  { type: 'building', title: 'Buildings', badge: 'Building' },
];

export type SearchResultsProps = { results: SearchResult[] };

/** Search hits grouped by type (tenants, then buildings), each a link to our own tenant or property page. */
export function SearchResults({ results }: SearchResultsProps) {
  return (
    <div className="flex flex-col gap-6">
      {groups.map(({ type, title, badge }) => {
        const hits = results.filter((result) => result.type === type);
        if (hits.length === 0) return null;
        const headingId = `search-group-${type}`;
        const Icon = type === 'tenant' ? UserRound : Building2;
        return (
          <section key={type} aria-labelledby={headingId} className="flex flex-col gap-2">
            <h2
              id={headingId}
              className="font-semibold text-muted-foreground text-xs uppercase tracking-wide"
            >
              {title} ({hits.length})
            </h2>
            <Card className="overflow-hidden">
              <ul className="divide-y divide-border">
                {hits.map((hit) => (
                  <li key={`${hit.type}-${hit.id}`}>
                    <Link
                      to={hit.link}
                      className="flex min-w-0 items-center gap-3 px-4 py-3 transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                    >
                      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                        <Icon aria-hidden="true" className="size-4" />
                      </span>
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="truncate font-medium text-foreground text-sm">{hit.name}</span>
                        {hit.subtitle ? (
                          <span className="truncate text-muted-foreground text-xs">{hit.subtitle}</span>
                        ) : null}
                      </span>
                      <Badge variant={type === 'tenant' ? 'primary' : 'neutral'} className="shrink-0">
                        {badge}
                      </Badge>
                      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          </section>
        );
      })}
    </div>
  );
}
