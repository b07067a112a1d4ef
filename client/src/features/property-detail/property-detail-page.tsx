import type { PropertyDetail } from '@common/properties';
import { useParams } from 'react-router';
import { LazyScopeSnapshot } from '@/components/analytics/lazy-scope-snapshot';
import { PropertyHealthCard } from '@/components/risk/property-health-card';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { parseRecordId } from '@/lib/record-id';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { useProperty } from './api/get-property';
import { AvailableSpacesTab } from './available-spaces-tab';
import { BuildingInfoCard } from './building-info-card';
import { LeaseCompsCard } from './lease-comps-card';
import { PropertyHeader } from './property-header';
import { PropertyLeasesTab } from './property-leases-tab';
import { PropertyNotFound } from './property-not-found';
import { type PropertyTab, propertyTabFrom } from './property-tab';
import { PropertyTenantsTab } from './property-tenants-tab';

/** The property screen, /properties/:id. */
export function PropertyDetailPage() {
  const propertyId = parseRecordId(useParams().id);
  const property = useProperty(propertyId);

  if (propertyId === null || property.isError) return <PropertyNotFound />;
  if (property.isPending) return <PropertyDetailSkeleton />;
  return <PropertyDetailView property={property.data} />;
}

function PropertyDetailView({ property }: { property: PropertyDetail }) {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const tab = propertyTabFrom(searchParams.get('tab'));
  const handleTabChange = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'overview') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <PageContainer>
      <PropertyHeader property={property} />
      <Tabs value={tab} onValueChange={handleTabChange}>
        <TabsList aria-label="Property sections">
          <TabsTrigger value={'overview' satisfies PropertyTab}>Overview</TabsTrigger>
          <TabsTrigger value={'spaces' satisfies PropertyTab}>Spaces</TabsTrigger>
          <TabsTrigger value={'tenants' satisfies PropertyTab}>Tenants</TabsTrigger>
          <TabsTrigger value={'leases' satisfies PropertyTab}>Leases</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <div className="flex flex-col gap-6">
            <LazyScopeSnapshot building={property} headingLevel={3} />
            <BuildingInfoCard buildingId={property.id} />
            <PropertyHealthCard propertyId={property.id} />
            <LeaseCompsCard buildingId={property.id} />
          </div>
        </TabsContent>
        <TabsContent value="spaces">
          <AvailableSpacesTab buildingId={property.id} />
        </TabsContent>
        <TabsContent value="tenants">
          <PropertyTenantsTab propertyId={property.id} />
        </TabsContent>
        <TabsContent value="leases">
          <PropertyLeasesTab propertyId={property.id} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

function PropertyDetailSkeleton() {
  return (
    <PageContainer aria-busy="true">
      <span className="sr-only">Loading property…</span>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-4 w-36" />
        <Skeleton className="h-7 w-72 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <Skeleton className="h-10 w-80 max-w-full" />
      <div className="flex flex-col gap-6">
        {[0, 1].map((card) => (
          <Card key={card}>
            <CardHeader>
              <Skeleton className="h-5 w-44" />
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-2/3" />
            </CardContent>
          </Card>
        ))}
      </div>
    </PageContainer>
  );
}
