import { listingsMessages, searchQueryTooShortMessage } from '@common/listings';
import { plural } from '@common/words';
import { Search, SearchX } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { UnavailableCard } from '@/components/ui/unavailable-card';
import { isApiError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { minSearchLength, useListingsSearch } from './api/search-listings';
import { SearchResults } from './search-results';

function ResultsSkeleton() {
  return (
    <Card
      role="status"
      className="flex flex-col divide-y divide-border"
      aria-busy="true"
      aria-label="Searching"
    >
      {['a', 'b', 'c'].map((key) => (
        <div key={key} className="flex items-center gap-3 px-4 py-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </Card>
  );
}

/** /listings-search — the tenant-database search: tenants and buildings, each linking to its page. */
export function ListingsSearchPage() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const [text, setText] = useState(() => searchParams.get('q') ?? '');
  const [touched, setTouched] = useState(text !== '');
  const query = useDebouncedValue(text.trim(), 300);
  const search = useListingsSearch(query);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const tooShort = touched && text.trim().length < minSearchLength;

  // Keep the query in the URL (replace: a keystroke is not a Back-button step) so a search can be shared.
  useEffect(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query) next.set('q', query);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [query, setSearchParams]);

  const ready = !tooShort && query.length >= minSearchLength && query === text.trim();

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title="Tenant Database Search"
        description="Find tenants and buildings in the listings database and open their pages."
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>Search tenants and buildings</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id={inputId}
            type="search"
            autoComplete="off"
            placeholder="Tenant or building name, industry, city…"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setTouched(true);
            }}
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? hintId : undefined}
            className="pl-9"
          />
        </div>
        {tooShort ? (
          <p id={hintId} className="text-muted-foreground text-sm" role="status">
            {searchQueryTooShortMessage}
          </p>
        ) : null}
      </div>

      <div aria-live="polite" className="flex min-w-0 flex-col gap-4">
        {!touched ? (
          <EmptyState
            icon={Search}
            title="Search the tenant database"
            description="Type at least 2 characters of a tenant or building name."
          />
        ) : !ready || search.isPending ? (
          tooShort ? null : (
            <ResultsSkeleton />
          )
        ) : search.isError ? (
          isApiError(search.error, 400) && search.error.serverMessage ? (
            <p className="text-destructive text-sm" role="alert">
              {search.error.serverMessage}
            </p>
          ) : (
            <UnavailableCard title={listingsMessages.search} />
          )
        ) : search.data.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title={`No results for "${query}"`}
            description="Try a different tenant or building name."
          />
        ) : (
          <>
            <p className="text-muted-foreground text-sm">
              {plural(search.data.length, 'result')} for "{query}"
            </p>
            <SearchResults results={search.data} />
          </>
        )}
      </div>
    </PageContainer>
  );
}
