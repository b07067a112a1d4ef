import type { PropertyDetail } from '@common/properties';
import { ArrowLeft, CalendarDays, Layers, ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatYears } from '@/lib/format-number';

export type PropertyHeaderProps = { property: PropertyDetail };

export const formatPropertyAddress = (p: Pick<PropertyDetail, 'address' | 'city' | 'state' | 'zipCode'>) =>
  `${p.address}, ${p.city}, ${p.state} ${p.zipCode}`.trim();

/** WALT today: years of lease term left, weighted by area and by rent. */
export function PropertyWalt({ walt }: { walt: PropertyDetail['walt'] }) {
  return (
    <dl aria-label="Lease term remaining" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <div className="flex gap-1.5">
        <dt className="text-muted-foreground">
          <abbr title="Weighted average lease term remaining" className="no-underline">
            WALT
          </abbr>{' '}
          by area
        </dt>
        <dd className="font-medium text-foreground tabular-nums">{formatYears(walt.byArea)}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="text-muted-foreground">by rent</dt>
        <dd className="font-medium text-foreground tabular-nums">{formatYears(walt.byRent)}</dd>
      </div>
    </dl>
  );
}

/** Back link, name and address with WALT; Rent roll, View Calendar and Stacking Plan. */
export function PropertyHeader({ property }: PropertyHeaderProps) {
  return (
    <div className="flex flex-col gap-3">
      <Link
        to="/properties"
        className="inline-flex items-center gap-1.5 self-start font-medium text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Properties
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="font-semibold text-2xl text-slate-900 tracking-tight">{property.name}</h1>
          <p className="mt-1 text-muted-foreground text-sm">{formatPropertyAddress(property)}</p>
          <PropertyWalt walt={property.walt} />
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Button asChild variant="outline">
            <Link to={`/rent-roll?building=${property.id}`}>
              <ScrollText aria-hidden="true" className="size-4" />
              Rent roll
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/critical-dates?building=${property.id}`}>
              <CalendarDays aria-hidden="true" className="size-4" />
              View Calendar
            </Link>
          </Button>
          <Button asChild>
            <Link to={`/stacking-plan?building=${property.id}`}>
              <Layers aria-hidden="true" className="size-4" />
              Stacking Plan
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
