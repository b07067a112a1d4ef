import type { BuildingInfo } from '@common/listings';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { Skeleton } from '@/components/ui/skeleton';
import { UnavailableCard } from '@/components/ui/unavailable-card';
import { formatNumber, formatSquareFeet, missingValue } from '@/lib/format-number';
import { humanize } from '@/lib/lease-labels';
import { useBuildingInfo } from './api/get-building-info';

export type BuildingInfoCardProps = { buildingId: number };

/** The property's Overview: the building as the listings provider describes it. */
export function BuildingInfoCard({ buildingId }: BuildingInfoCardProps) {
  const building = useBuildingInfo(buildingId);
  if (building.isPending) return <BuildingInfoSkeleton />;
  if (building.isError) return <UnavailableCard title="Building information unavailable" />;
  return <BuildingInfoDetails building={building.data} />;
}

function BuildingInfoDetails({ building }: { building: BuildingInfo }) {
  const { ownership } = building;
  const contact = ownership.contact;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Building Information</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <DescriptionList className="grid-cols-2 lg:grid-cols-4">
          <DescriptionItem label="Name">{building.name}</DescriptionItem>
          <DescriptionItem label="Address" className="col-span-2 lg:col-span-1">
            {building.address}, {building.city}, {building.state} {building.zip_code ?? ''}
          </DescriptionItem>
          <DescriptionItem label="Class">{humanize(building.asset_class)}</DescriptionItem>
          <DescriptionItem label="Total Size">{formatSquareFeet(building.total_sf)}</DescriptionItem>
          <DescriptionItem label="Floors">{formatNumber(building.floor_count)}</DescriptionItem>
          <DescriptionItem label="Year Built">{building.year_built ?? missingValue}</DescriptionItem>
          <DescriptionItem label="Year Renovated">{building.year_renovated ?? missingValue}</DescriptionItem>
          <DescriptionItem label="Ownership" className="col-span-2 lg:col-span-4">
            <span className="block">{ownership.owner_name ?? missingValue}</span>
            {ownership.owner_type ? (
              <span className="block text-muted-foreground">{ownership.owner_type}</span>
            ) : null}
            {contact.name || contact.email || contact.phone ? (
              <span className="mt-1 block text-muted-foreground">
                Contact: {contact.name ?? ''}
                {contact.email ? (
                  <>
                    {' · '}
                    <a className="text-primary hover:underline" href={`mailto:${contact.email}`}>
                      {contact.email}
                    </a>
                  </>
                ) : null}
                {contact.phone ? (
                  <>
                    {' · '}
                    <a
                      className="text-primary hover:underline"
                      href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                    >
                      {contact.phone}
                    </a>
                  </>
                ) : null}
              </span>
            ) : null}
          </DescriptionItem>
        </DescriptionList>
        <div className="grid gap-6 lg:grid-cols-3">
          <TagGroup title="Amenities" items={building.amenities} />
          <TagGroup title="Certifications" items={building.certifications} variant="success" />
          {building.is_medical && building.hospital_restrictions.length > 0 ? (
            <section aria-label="Hospital Restrictions">
              <h4 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
                Hospital Restrictions
              </h4>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-foreground text-sm">
                {building.hospital_restrictions.map((restriction) => (
                  <li key={restriction}>{restriction}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

type TagGroupProps = { title: string; items: string[]; variant?: 'neutral' | 'success' };

function TagGroup({ title, items, variant = 'neutral' }: TagGroupProps) {
  return (
    <section aria-label={title}>
      <h4 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{title}</h4>
      {items.length === 0 ? (
        <p className="mt-2 text-muted-foreground text-sm">None listed</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {items.map((item) => (
            <li key={item}>
              <Badge variant={variant}>{item}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BuildingInfoSkeleton() {
  return (
    <Card aria-busy="true">
      <CardHeader>
        <Skeleton className="h-5 w-44" />
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <div key={index} className="flex flex-col gap-2">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-4 w-36" />
          </div>
        ))}
        <span className="sr-only">Loading building information…</span>
      </CardContent>
    </Card>
  );
}
