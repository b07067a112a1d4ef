import type { AvailableSpace } from '@common/listings';
import { DoorOpen } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { UnavailableCard } from '@/components/ui/unavailable-card';
import { useAvailableSpaces } from './api/get-available-spaces';
import { AvailableSpaceRow } from './available-space-row';

export type AvailableSpacesTabProps = { buildingId: number };

/** The property's Spaces tab: the building's listed suites; one row is expanded at a time. */
export function AvailableSpacesTab({ buildingId }: AvailableSpacesTabProps) {
  const spaces = useAvailableSpaces(buildingId);
  if (spaces.isError) return <UnavailableCard title="Available spaces information unavailable" />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Available Spaces</CardTitle>
        <CardDescription>Suites currently marketed in this building.</CardDescription>
      </CardHeader>
      <CardContent>
        {spaces.isPending ? (
          <SpacesSkeleton />
        ) : spaces.data.length === 0 ? (
          <EmptyState icon={DoorOpen} title="No available spaces in this building at this time." />
        ) : (
          <SpaceList spaces={spaces.data} />
        )}
      </CardContent>
    </Card>
  );
}

function SpaceList({ spaces }: { spaces: AvailableSpace[] }) {
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const handleToggle = (id: number) => setExpandedId((current) => (current === id ? null : id));
  return (
    <ul className="flex flex-col gap-2" aria-label="Available spaces">
      {spaces.map((space) => (
        <AvailableSpaceRow
          key={space.space_id}
          space={space}
          expanded={expandedId === space.space_id}
          onToggle={() => handleToggle(space.space_id)}
        />
      ))}
    </ul>
  );
}

function SpacesSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      {Array.from({ length: 3 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={index} className="h-16 w-full" />
      ))}
      <span className="sr-only">Loading available spaces…</span>
    </div>
  );
}
