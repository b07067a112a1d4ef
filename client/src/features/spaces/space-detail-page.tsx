import { makeReadyStatusLabels } from '@common/space-types';
import type { SpaceDetail } from '@common/spaces';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { PageContainer } from '@/components/ui/page-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShortDate } from '@/lib/format-date';
import { formatNumber, formatRentPsf, formatSquareFeet, missingValue } from '@/lib/format-number';
import { humanize } from '@/lib/lease-labels';
import { parseRecordId } from '@/lib/record-id';
import { useSpace } from './api/get-space';
import { CurrentLeaseCard } from './current-lease-card';

import { SpaceDealsCard } from './space-deals-card';
import { SpaceLeasesCard } from './space-leases-card';
import { SpaceNotFound } from './space-not-found';
import { SpaceStatusBadge } from './space-status-badge';

/** /spaces/:id: one suite, its building, its lease history and the deals on it. */
export function SpaceDetailPage() {
  const spaceId = parseRecordId(useParams().id);
  const space = useSpace(spaceId);
  if (spaceId === null || space.isError) return <SpaceNotFound />;
  if (space.isPending) return <SpaceDetailSkeleton />;
  return <SpaceDetailView space={space.data} />;
}

export const spaceTitle = (space: Pick<SpaceDetail, 'suite' | 'property'>) =>
  `Suite ${space.suite} · ${space.property.name}`;

function SpaceDetailView({ space }: { space: SpaceDetail }) {
  const { property } = space;
  return (
    <PageContainer>
      <div className="flex flex-col gap-3">
        <Link
          to="/spaces"
          className="inline-flex items-center gap-1.5 self-start font-medium text-muted-foreground text-sm hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Available Spaces
        </Link>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="font-semibold text-2xl text-slate-900 tracking-tight">{spaceTitle(space)}</h1>
          <SpaceStatusBadge status={space.status} />
        </div>
        <p className="text-muted-foreground text-sm">
          {property.address}, {property.city}, {property.state} {property.zipCode} · Floor{' '}
          {space.floor.number}
        </p>
      </div>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:items-start">
        <Card>
          <CardHeader>
            <CardTitle>Space Details</CardTitle>
          </CardHeader>
          <CardContent>
            <DescriptionList className="lg:grid-cols-3">
              <DescriptionItem label="Building">
                <Link to={`/properties/${property.id}`} className="font-medium text-primary hover:underline">
                  {property.name}
                </Link>
              </DescriptionItem>
              <DescriptionItem label="Floor">{space.floor.number}</DescriptionItem>
              <DescriptionItem label="Size">
                {formatNumber(space.rentableSf)} RSF
                {space.usableSf !== null ? (
                  <span className="text-muted-foreground"> · {formatNumber(space.usableSf)} USF</span>
                ) : null}
              </DescriptionItem>
              <DescriptionItem label="Space Type">{humanize(space.spaceType)}</DescriptionItem>
              <DescriptionItem label="Status">
                <SpaceStatusBadge status={space.status} />
              </DescriptionItem>
              <DescriptionItem label="Asking Rent">
                {space.askingRentPsf === null ? missingValue : `${formatRentPsf(space.askingRentPsf)}/SF/yr`}
              </DescriptionItem>
              <DescriptionItem label="Date Available">
                {space.dateAvailable ? formatShortDate(space.dateAvailable) : missingValue}
              </DescriptionItem>
              <DescriptionItem label="Listing">
                <Badge variant={space.listingStatus === 'active' ? 'primary' : 'neutral'}>
                  {space.listingStatus === 'active' ? 'Marketed' : 'Not marketed'}
                </Badge>
              </DescriptionItem>
              <DescriptionItem label="Make-Ready">
                {space.makeReadyStatus ? makeReadyStatusLabels[space.makeReadyStatus] : missingValue}
              </DescriptionItem>
              <DescriptionItem label="Spec Suite">{space.isSpecSuite ? 'Yes' : 'No'}</DescriptionItem>
              <DescriptionItem label="Divisible">
                {space.isDivisible
                  ? space.minDivisibleSf
                    ? `Yes, min ${formatSquareFeet(space.minDivisibleSf)}`
                    : 'Yes'
                  : 'No'}
              </DescriptionItem>
              <DescriptionItem label="Marketing Description" className="sm:col-span-2 lg:col-span-3">
                {space.marketingDescription ?? missingValue}
              </DescriptionItem>
            </DescriptionList>
          </CardContent>
        </Card>
        <CurrentLeaseCard
          lease={space.currentLease}
          pending={space.leases.find((lease) => lease.status === 'pending') ?? null}
        />
      </div>

      <SpaceLeasesCard leases={space.leases} />
      <SpaceDealsCard deals={space.deals} />
    </PageContainer>
  );
}

function SpaceDetailSkeleton() {
  return (
    <PageContainer aria-busy="true">
      <span className="sr-only">Loading space…</span>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-4 w-44" />
        <Skeleton className="h-7 w-80 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {[0, 1].map((card) => (
          <Card key={card}>
            <CardHeader>
              <Skeleton className="h-5 w-40" />
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
