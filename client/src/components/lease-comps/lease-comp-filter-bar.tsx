import { compLeaseTypes } from '@common/lease-types';
import { X } from 'lucide-react';
import { useId } from 'react';
import { compTypeLabel } from '@/components/lease-comps/lease-comp-display';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import {
  allOption,
  hasActiveLeaseCompFilters,
  isWholeNumberInput,
  type LeaseCompFilterValues,
  leaseCompFilterError,
} from '@/lib/lease-comps/lease-comp-filters';
import type { BuildingOption } from '@/lib/properties/get-building-options';
import { useDebouncedText } from '@/lib/use-debounced-text';

export type LeaseCompFilterBarProps = {
  filters: LeaseCompFilterValues;
  buildings: BuildingOption[];
  onChange: (change: Partial<LeaseCompFilterValues>) => void;
  onClear: () => void;
  /** Other words for the building and type boxes and Clear, where a screen has filters of its own. */
  labels?: { building: string; type: string; clear: string };
};

const defaultLabels = { building: 'Building', type: 'Type', clear: 'Clear All' };

/** Building, type, transaction date range and size range; each narrows the comps at once. */
export function LeaseCompFilterBar({
  filters,
  buildings,
  onChange,
  onClear,
  labels = defaultLabels,
}: LeaseCompFilterBarProps) {
  const id = useId();
  const error = leaseCompFilterError(filters);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
      <FilterSelect
        id={`${id}-building`}
        label={labels.building}
        value={filters.buildingId === null ? allOption : String(filters.buildingId)}
        options={[
          { value: allOption, label: 'All buildings' },
          ...buildings.map((building) => ({ value: String(building.id), label: building.name })),
        ]}
        onChange={(value) => onChange({ buildingId: value === allOption ? null : Number(value) })}
        className="col-span-2"
      />
      <FilterSelect
        id={`${id}-type`}
        label={labels.type}
        value={filters.type ?? allOption}
        options={[
          { value: allOption, label: 'All types' },
          ...compLeaseTypes.map((value) => ({ value, label: compTypeLabel(value) })),
        ]}
        onChange={(value) =>
          onChange({ type: value === allOption ? null : (value as LeaseCompFilterValues['type']) })
        }
      />
      <Field id={`${id}-from`} label="From date">
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          onChange={(event) => onChange({ from: event.target.value })}
          aria-invalid={error !== null && filters.from !== '' ? true : undefined}
          aria-describedby={errorId}
        />
      </Field>
      <Field id={`${id}-to`} label="To date">
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          onChange={(event) => onChange({ to: event.target.value })}
          aria-describedby={errorId}
        />
      </Field>
      <SizeFilter
        id={`${id}-min`}
        label="Min size (sf)"
        value={filters.minSf}
        onApply={(minSf) => onChange({ minSf })}
        describedBy={errorId}
      />
      <SizeFilter
        id={`${id}-max`}
        label="Max size (sf)"
        value={filters.maxSf}
        onApply={(maxSf) => onChange({ maxSf })}
        describedBy={errorId}
      />
      <div className="col-span-2 flex min-h-10 flex-wrap items-end justify-between gap-2 md:col-span-4 xl:col-span-7">
        <p id={`${id}-error`} role={error ? 'alert' : undefined} className="text-destructive text-sm">
          {error}
        </p>
        <Button variant="ghost" disabled={!hasActiveLeaseCompFilters(filters)} onClick={onClear}>
          <X aria-hidden="true" className="size-4" />
          {labels.clear}
        </Button>
      </div>
    </div>
  );
}

type FieldProps = { id: string; label: string; className?: string; children: React.ReactNode };

function Field({ id, label, className, children }: FieldProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      {children}
    </div>
  );
}

type SizeFilterProps = {
  id: string;
  label: string;
  value: string;
  onApply: (value: string) => void;
  describedBy: string | undefined;
};

function SizeFilter({ id, label, value, onApply, describedBy }: SizeFilterProps) {
  const box = useDebouncedText(value, onApply);
  return (
    <Field id={id} label={label}>
      <Input
        id={id}
        inputMode="numeric"
        value={box.text}
        onChange={(event) => {
          if (isWholeNumberInput(event.target.value)) box.setText(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') box.flush();
        }}
        placeholder="Any"
        maxLength={8}
        aria-describedby={describedBy}
      />
    </Field>
  );
}
