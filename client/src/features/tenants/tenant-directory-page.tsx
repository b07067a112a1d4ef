import { plural } from '@common/words';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { AddTenantDialog } from './add-tenant-dialog';
import { useTenantIndustries } from './api/get-tenant-industries';
import { useTenantCount } from './api/get-tenants';
import { RentRollDialog } from './rent-roll-dialog';
import { allIndustriesTab, industryTabs } from './tenant-directory-filters';
import { TenantList } from './tenant-list';
import { useTenantDirectoryFilters } from './use-tenant-directory-filters';

/** The search box's text, written to the URL once typing pauses; follows the URL when it changes (Back). */
function useSearchText(urlSearch: string, onCommit: (search: string) => void) {
  const [text, setText] = useState(urlSearch);
  const committed = useRef(urlSearch);
  const debounced = useDebouncedValue(text, 300);

  useEffect(() => {
    if (debounced === committed.current) return;
    committed.current = debounced;
    onCommit(debounced);
  }, [debounced, onCommit]);

  useEffect(() => {
    if (urlSearch === committed.current) return;
    committed.current = urlSearch;
    setText(urlSearch);
  }, [urlSearch]);

  return [text, setText] as const;
}

function Subtitle() {
  const count = useTenantCount();
  // A span: the subtitle sits inside a <p>.
  if (count.isPending)
    return (
      <span aria-hidden="true" className="inline-block h-4 w-56 animate-pulse rounded-md bg-slate-200/80" />
    );
  if (count.isError) return null;
  const n = count.data;
  return <>{`${plural(n, 'Tenant')} across your portfolio`}</>;
}

/** The Tenant Directory: tabs per industry, search, the cards, Add Tenant and Upload Rent Roll. */
export function TenantDirectoryPage() {
  const { filters, setFilters } = useTenantDirectoryFilters();
  const industries = useTenantIndustries();
  const [searchText, setSearchText] = useSearchText(filters.search, (search) => setFilters({ search }));
  const activeTab = filters.industry || allIndustriesTab;
  const tabs = industryTabs(industries.data ?? [], filters.industry);

  return (
    <PageContainer>
      <PageHeader
        title="Tenant Directory"
        description={<Subtitle />}
        actions={
          <>
            <RentRollDialog />
            <AddTenantDialog />
          </>
        }
      />
      <Tabs
        value={activeTab}
        onValueChange={(value) => setFilters({ industry: value === allIndustriesTab ? '' : value })}
      >
        <div className="flex flex-col gap-4">
          <div className="relative w-full sm:max-w-sm">
            <Label htmlFor="tenant-search" className="sr-only">
              Search tenants
            </Label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              id="tenant-search"
              type="search"
              placeholder="Search tenants..."
              autoComplete="off"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              className="pl-9"
            />
          </div>
          <TabsList aria-label="Industries">
            <TabsTrigger value={allIndustriesTab}>All Industries</TabsTrigger>
            {tabs.map((industry) => (
              <TabsTrigger key={industry} value={industry}>
                {industry}
              </TabsTrigger>
            ))}
            {industries.isPending ? <Skeleton className="mx-2 h-4 w-40" /> : null}
          </TabsList>
        </div>
        <TabsContent value={activeTab}>
          <TenantList
            filters={filters}
            onClearSearch={() => {
              setSearchText('');
              setFilters({ search: '' });
            }}
            onShowAllIndustries={() => setFilters({ industry: '' })}
          />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
