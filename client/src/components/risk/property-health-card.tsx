import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { UnavailableCard } from '@/components/ui/unavailable-card';
import { useBuildingHealth } from '@/lib/risk/get-building-health';
import { BuildingHealthCard } from './building-health-card';

export type PropertyHealthCardProps = { propertyId: number };

/** The property screen's Building Health card, read from /api/risk/properties/:id/health. */
export function PropertyHealthCard({ propertyId }: PropertyHealthCardProps) {
  const health = useBuildingHealth(propertyId);
  if (health.isPending) {
    return (
      <Card aria-busy="true">
        <CardHeader>
          <Skeleton className="h-5 w-40" />
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <span className="sr-only">Loading building health…</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-16 w-full" />
        </CardContent>
      </Card>
    );
  }
  if (health.isError) return <UnavailableCard title="Building health unavailable" />;
  return (
    <BuildingHealthCard
      health={health.data}
      onSync={() => void health.refetch()}
      syncing={health.isFetching}
    />
  );
}
