import { spaceTypes } from '@common/space-types';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { KeywordFilter } from '@/components/ui/keyword-filter';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { humanize } from '@/lib/lease-labels';
import type { BuildingOption } from '@/lib/properties/get-building-options';
import { useDebouncedText } from '@/lib/use-debounced-text';
import {
  allOption,
  hasActiveSpaceFilters,
  isNumberInput,
  type SpaceAvailability,
  type SpaceFilters,
  sizeRangeError,
} from './space-filters';

type FilterChange = Partial<Omit<SpaceFilters, 'page'>>;

export type SpaceFilterBarProps = {
  filters: SpaceFilters;
  buildings: BuildingOption[];
  onChange: (change: FilterChange) => void;
  onClear: () => void;
};

const availabilityOptions: { value: SpaceAvailability; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'vacant', label: 'Vacant now' },
  { value: 'upcoming', label: 'Upcoming vacancy' },
];

/** Keyword, size, rate, type, availability and building; each narrows the list at once. */
export function SpaceFilterBar({ filters, buildings, onChange, onClear }: SpaceFilterBarProps) {
  const id = useId();
  const rangeError = sizeRangeError(filters);
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-6">
      <KeywordFilter
        id={`${id}-keyword`}
        label="Keyword"
        placeholder="Suite, building, city or market"
        value={filters.keyword}
        onChange={(keyword) => onChange({ keyword })}
        className="col-span-2"
      />
      <FilterSelect
        id={`${id}-building`}
        label="Building"
        value={filters.propertyId === null ? allOption : String(filters.propertyId)}
        options={[
          { value: allOption, label: 'All buildings' },
          ...buildings.map((building) => ({ value: String(building.id), label: building.name })),
        ]}
        onChange={(value) => onChange({ propertyId: value === allOption ? null : Number(value) })}
        className="col-span-2"
      />
      <FilterSelect
        id={`${id}-availability`}
        label="Availability"
        value={filters.availability}
        options={availabilityOptions}
        onChange={(value) => onChange({ availability: value as SpaceAvailability })}
      />
      <FilterSelect
        id={`${id}-type`}
        label="Space type"
        value={filters.spaceType ?? allOption}
        options={[
          { value: allOption, label: 'All types' },
          ...spaceTypes.map((value) => ({ value, label: humanize(value) })),
        ]}
        onChange={(value) =>
          onChange({ spaceType: value === allOption ? null : (value as SpaceFilters['spaceType']) })
        }
      />
      <TextFilter
        id={`${id}-min`}
        label="Min size (sf)"
        value={filters.minSf}
        onApply={(minSf) => onChange({ minSf })}
        numeric="whole"
        invalid={rangeError !== null}
        describedBy={rangeError ? `${id}-range` : undefined}
      />
      <TextFilter
        id={`${id}-max`}
        label="Max size (sf)"
        value={filters.maxSf}
        onApply={(maxSf) => onChange({ maxSf })}
        numeric="whole"
        invalid={rangeError !== null}
        describedBy={rangeError ? `${id}-range` : undefined}
      />
      <TextFilter
        id={`${id}-rate`}
        label="Max rate ($/SF/yr)"
        value={filters.maxRate}
        onApply={(maxRate) => onChange({ maxRate })}
        numeric="decimal"
      />
      <div className="flex min-h-10 flex-wrap items-end justify-between gap-2 md:col-span-3">
        <p id={`${id}-range`} role={rangeError ? 'alert' : undefined} className="text-destructive text-sm">
          {rangeError}
        </p>
        <Button variant="ghost" disabled={!hasActiveSpaceFilters(filters)} onClick={onClear}>
          <X aria-hidden="true" className="size-4" />
          Clear All
        </Button>
      </div>
    </div>
  );
}

type TextFilterProps = {
  id: string;
  label: string;
  value: string;
  onApply: (value: string) => void;
  numeric: 'whole' | 'decimal';
  invalid?: boolean;
  describedBy?: string;
  className?: string;
};

function TextFilter({
  id,
  label,
  value,
  onApply,
  numeric,
  invalid,
  describedBy,
  className,
}: TextFilterProps) {
  const box = useDebouncedText(value, onApply);
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') box.flush();
  };
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      <div className="relative">
        <Input
          id={id}
          type="text"
          inputMode={numeric === 'whole' ? 'numeric' : 'decimal'}
          value={box.text}
          onChange={(event) => {
            const next = event.target.value;
            if (isNumberInput(next, numeric === 'decimal')) box.setText(next);
          }}
          onKeyDown={handleKeyDown}
          placeholder="Any"
          maxLength={200}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      </div>
    </div>
  );
}
