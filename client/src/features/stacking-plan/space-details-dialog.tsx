import { isAvailable, suiteStatusLabels } from '@common/lease-lifecycle';
import { industrySlug } from '@common/stacking-layout';
import type { StackingSpace } from '@common/stacking-plan';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatCompactDate } from '@/lib/format-date';
import { formatRentPsf, formatSquareFeet } from '@/lib/format-number';
import { humanize, leaseTypeLabel } from '@/lib/lease-labels';
import { useStackingSpaceDetails } from './api/get-stacking-space-details';
import { SpaceDetailsAccordions } from './space-details-accordions';

export type SelectedSpace = { space: StackingSpace; floorNumber: number };

export type SpaceDetailsDialogProps = {
  propertyId: number;
  selected: SelectedSpace | null;
  onClose: () => void;
};

/** Space Details: the suite, its status, its in-place lease and the accordions, loaded on open. */
export function SpaceDetailsDialog({ propertyId, selected, onClose }: SpaceDetailsDialogProps) {
  const details = useStackingSpaceDetails(propertyId, selected?.space.id ?? null);
  const space = selected?.space;
  const lease = space?.lease;
  const available = space ? isAvailable(space.status) : false;

  return (
    <Dialog open={selected !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {space && selected ? (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Space Details</DialogTitle>
            <DialogDescription>
              Floor {selected.floorNumber} · Suite {space.suite}
            </DialogDescription>
          </DialogHeader>
          <DescriptionList className="sm:grid-cols-3">
            <DescriptionItem label="Floor">{selected.floorNumber}</DescriptionItem>
            <DescriptionItem label="Suite">{space.suite}</DescriptionItem>
            <DescriptionItem label="Size">{formatSquareFeet(space.rentableSf)}</DescriptionItem>
            <DescriptionItem label="Occupancy">{lease ? 'Occupied' : 'Vacant'}</DescriptionItem>
            <DescriptionItem label="Status">{suiteStatusLabels[space.status]}</DescriptionItem>
            <DescriptionItem label="Availability">
              {available ? 'Available' : 'Unavailable'}
              {available && space.dateAvailable ? ` from ${formatCompactDate(space.dateAvailable)}` : ''}
            </DescriptionItem>
            {space.signedLease ? (
              <DescriptionItem label="Signed lease">
                {`${space.signedLease.tenant.name} from ${formatCompactDate(space.signedLease.startDate)}`}
              </DescriptionItem>
            ) : null}
            <DescriptionItem label="Listing status">{humanize(space.listingStatus)}</DescriptionItem>
          </DescriptionList>
          <section aria-labelledby="in-place-lease" className="flex flex-col gap-3">
            <h3 id="in-place-lease" className="font-semibold text-sm">
              In-place lease
            </h3>
            {lease ? (
              <DescriptionList className="sm:grid-cols-3">
                <DescriptionItem label="Tenant">
                  {lease.tenant.name}
                  {lease.isSublease && lease.sublessor ? ` (sublease from ${lease.sublessor.name})` : ''}
                </DescriptionItem>
                <DescriptionItem label="Lease type">{leaseTypeLabel(lease.leaseType)}</DescriptionItem>
                <DescriptionItem label="Industry">
                  <span data-industry={industrySlug(lease.industry)}>{lease.industry}</span>
                </DescriptionItem>
                <DescriptionItem label="Starting rent">
                  {formatRentPsf(lease.baseRentPsf)}/RSF/yr
                </DescriptionItem>
                <DescriptionItem label="In-place rent">
                  {formatRentPsf(lease.inPlaceRentPsf)}/RSF/yr
                </DescriptionItem>
                <DescriptionItem label="Term">
                  {formatCompactDate(lease.startDate)} – {formatCompactDate(lease.endDate)}
                </DescriptionItem>
                <DescriptionItem label="Specialty">{humanize(space.spaceType)}</DescriptionItem>
              </DescriptionList>
            ) : (
              <p className="text-muted-foreground text-sm">
                Vacant
                {space.askingRentPsf === null ? '' : ` · asking ${formatRentPsf(space.askingRentPsf)}/RSF/yr`}{' '}
                · Specialty {humanize(space.spaceType)}
              </p>
            )}
          </section>
          <SpaceDetailsAccordions
            details={details.data}
            loading={details.isPending}
            failed={details.isError}
          />
          <div className="flex justify-end">
            <Button variant="outline" asChild>
              <Link to={`/spaces/${space.id}`}>View details</Link>
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
