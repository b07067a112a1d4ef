import type { AvailableSpace } from '@common/listings';
import { makeReadyStatusLabels } from '@common/space-types';
import { ChevronDown, ChevronUp, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { cn } from '@/lib/cn';
import { formatShortDate } from '@/lib/format-date';
import { formatMoney, formatRentPsf, formatSquareFeet, missingValue } from '@/lib/format-number';
import { humanize } from '@/lib/lease-labels';

export type AvailableSpaceRowProps = {
  space: AvailableSpace;
  expanded: boolean;
  onToggle: () => void;
};

const makeReadyLabel = (status: string | null) =>
  status === null
    ? missingValue
    : (makeReadyStatusLabels[status as keyof typeof makeReadyStatusLabels] ?? humanize(status));

/** One listed suite: a summary line that a click (or its More/Less button) opens into the details. */
export function AvailableSpaceRow({ space, expanded, onToggle }: AvailableSpaceRowProps) {
  const detailsId = `available-space-${space.space_id}`;
  const title = `Suite ${space.suite}`;
  return (
    <li className={cn('rounded-lg border border-border', expanded && 'border-primary/40 bg-primary-soft/30')}>
      {/* The whole line toggles on click for a mouse; keyboard and screen-reader users have the
          More/Less button, which the click reaches by bubbling. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the More/Less button is the keyboard control */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div
        className="grid cursor-pointer grid-cols-2 items-center gap-x-4 gap-y-2 p-3 sm:grid-cols-[minmax(0,1.2fr)_repeat(4,minmax(0,1fr))_auto]"
        onClick={onToggle}
      >
        <div className="min-w-0">
          <p className="font-medium text-foreground text-sm">{title}</p>
          <p className="text-muted-foreground text-xs">
            {space.floor_number === null ? 'Floor —' : `Floor ${space.floor_number}`}
          </p>
        </div>
        <Figure label="Size" value={formatSquareFeet(space.rentable_sf)} />
        <Figure
          label="Asking"
          value={
            space.asking_rate.psf === null
              ? 'Call for pricing'
              : `${formatRentPsf(space.asking_rate.psf)}/SF/yr`
          }
        />
        <Figure
          label="Available"
          value={space.date_available ? formatShortDate(space.date_available) : 'Immediately'}
        />
        <div className="min-w-0">
          <Badge>{humanize(space.space_type)}</Badge>
        </div>
        <div className="col-span-2 flex justify-end sm:col-span-1">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={`${expanded ? 'Less' : 'More'} about suite ${space.suite}`}
          >
            {expanded ? 'Less' : 'More'}
            {expanded ? (
              <ChevronUp aria-hidden="true" className="size-4" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
          </Button>
        </div>
      </div>
      {expanded ? <SpaceDetails id={detailsId} space={space} /> : null}
    </li>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <p className="text-muted-foreground text-xs">{label}</p>
      <p className="truncate text-foreground text-sm tabular-nums">{value}</p>
    </div>
  );
}

function SpaceDetails({ id, space }: { id: string; space: AvailableSpace }) {
  const { asking_rate: rate, broker } = space;
  return (
    <section id={id} aria-label={`Suite ${space.suite} details`} className="border-border border-t p-4">
      <DescriptionList className="lg:grid-cols-3">
        <DescriptionItem label="Asking Rate">
          {rate.psf === null
            ? 'Call for pricing'
            : `${formatRentPsf(rate.psf)}/SF/yr · ${formatMoney(rate.annual)}/yr · ${formatMoney(rate.monthly)}/mo`}
        </DescriptionItem>
        <DescriptionItem label="Date Available">
          {space.date_available ? formatShortDate(space.date_available) : 'Immediately'}
        </DescriptionItem>
        <DescriptionItem label="Space Type">{humanize(space.space_type)}</DescriptionItem>
        <DescriptionItem label="Spec Suite">{space.is_spec_suite ? 'Yes' : 'No'}</DescriptionItem>
        <DescriptionItem label="Divisible">
          {space.is_divisible
            ? space.min_divisible_sf
              ? `Yes, min ${formatSquareFeet(space.min_divisible_sf)}`
              : 'Yes'
            : 'No'}
        </DescriptionItem>
        <DescriptionItem label="Make-Ready">{makeReadyLabel(space.make_ready_status)}</DescriptionItem>
        <DescriptionItem label="Marketing Description" className="sm:col-span-2 lg:col-span-3">
          {space.marketing_description ?? missingValue}
        </DescriptionItem>
        <DescriptionItem label="Broker" className="sm:col-span-2">
          {broker ? (
            <>
              {broker.name}
              {broker.company ? `, ${broker.company}` : ''}
              {broker.email ? (
                <>
                  {' · '}
                  <a className="text-primary hover:underline" href={`mailto:${broker.email}`}>
                    {broker.email}
                  </a>
                </>
              ) : null}
              {broker.phone ? (
                <>
                  {' · '}
                  <a
                    className="text-primary hover:underline"
                    href={`tel:${broker.phone.replace(/[^\d+]/g, '')}`}
                  >
                    {broker.phone}
                  </a>
                </>
              ) : null}
            </>
          ) : (
            missingValue
          )}
        </DescriptionItem>
      </DescriptionList>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={`/spaces/${space.space_id}`}>View space</Link>
        </Button>
        {space.floor_plan_url ? (
          <Button asChild variant="ghost" size="sm">
            <a href={space.floor_plan_url} target="_blank" rel="noopener noreferrer">
              Floor plan
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
