import { industries } from '@common/industries';
import { industrySlug, type StackingFilters } from '@common/stacking-layout';
import type { StackingBuilding } from '@common/stacking-plan';
import { Search, X } from 'lucide-react';
import { useCallback, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, useLongSelect } from '@/components/ui/select';
import { useDebouncedText } from '@/lib/use-debounced-text';

type Choice = { value: string; label: string };

/** The stacking plan's filter selects, in display order; the values are the URL's, the labels readable. */
const choiceFilters: { key: Exclude<keyof StackingFilters, 'q'>; label: string; choices: Choice[] }[] = [
  {
    key: 'size',
    label: 'Size',
    choices: [
      { value: 'any', label: 'Any size' },
      { value: 'small', label: 'Small (<1,000 sf)' },
      { value: 'medium', label: 'Medium (1,000-3,000 sf)' },
      { value: 'large', label: 'Large (>3,000 sf)' },
    ],
  },
  {
    key: 'expiration',
    label: 'Lease expiration',
    choices: [
      { value: 'any', label: 'Any expiration' },
      { value: '30days', label: 'Within 30 days' },
      { value: '90days', label: 'Within 90 days' },
      { value: '180days', label: 'Within 180 days' },
      { value: '1year', label: 'Within 1 year' },
    ],
  },
  {
    key: 'industry',
    label: 'Industry',
    choices: [
      { value: 'all', label: 'All industries' },
      ...industries.map((industry) => ({ value: industrySlug(industry), label: industry })),
    ],
  },
  {
    key: 'options',
    label: 'Options',
    choices: [
      { value: 'all', label: 'All options' },
      { value: 'renewal', label: 'Renewal' },
      { value: 'expansion', label: 'Expansion' },
      { value: 'termination', label: 'Termination' },
    ],
  },
  {
    key: 'availability',
    label: 'Availability',
    choices: [
      { value: 'all', label: 'All' },
      { value: 'available', label: 'Available' },
      { value: 'unavailable', label: 'Unavailable' },
    ],
  },
  {
    key: 'occupancy',
    label: 'Occupancy',
    choices: [
      { value: 'all', label: 'All' },
      { value: 'occupied', label: 'Occupied' },
      { value: 'vacant', label: 'Vacant' },
    ],
  },
  {
    key: 'listing',
    label: 'Listing status',
    choices: [
      { value: 'all', label: 'All' },
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
    ],
  },
  {
    key: 'sublease',
    label: 'Sublease Status',
    choices: [
      { value: 'all', label: 'All' },
      { value: 'subleased', label: 'Subleased' },
      { value: 'notsubleased', label: 'Not subleased' },
    ],
  },
];

export type StackingFilterBarProps = {
  buildings: StackingBuilding[];
  buildingId: number | null;
  filters: StackingFilters;
  onBuildingChange: (id: number) => void;
  onChange: (change: Partial<StackingFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
};

/** The building select, the text filter and the eight filter selects, wrapping on narrow screens. */
export function StackingFilterBar({
  buildings,
  buildingId,
  filters,
  onBuildingChange,
  onChange,
  onClear,
}: StackingFilterBarProps) {
  const id = useId();
  const applyText = useCallback((q: string) => onChange({ q }, { replace: true }), [onChange]);
  const text = useDebouncedText(filters.q, applyText);
  const handleClear = () => {
    text.reset();
    onClear();
  };
  const buildingValue = buildingId === null ? undefined : String(buildingId);
  const buildingList = useLongSelect(buildingValue);

  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1">
        <Label htmlFor={`${id}-building`} className="text-muted-foreground text-xs">
          Building
        </Label>
        <Select
          value={buildingValue}
          onValueChange={(value) => onBuildingChange(Number(value))}
          {...buildingList.root}
        >
          <SelectTrigger id={`${id}-building`} placeholder="Select a building" />
          <SelectContent>
            {buildings
              .filter((building) => buildingList.shows(String(building.id)))
              .map((building) => (
                <SelectItem key={building.id} value={String(building.id)}>
                  {building.name}
                </SelectItem>
              ))}
          </SelectContent>
        </Select>
      </div>
      <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1">
        <Label htmlFor={`${id}-q`} className="text-muted-foreground text-xs">
          Space or tenant
        </Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={text.text}
            onChange={(event) => text.setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') text.flush();
            }}
            placeholder="Filter by space or tenant"
            maxLength={200}
            className="pl-9"
          />
        </div>
      </div>
      {choiceFilters.map((filter) => (
        <div key={filter.key} className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-${filter.key}`} className="text-muted-foreground text-xs">
            {filter.label}
          </Label>
          <Select value={filters[filter.key]} onValueChange={(value) => onChange({ [filter.key]: value })}>
            <SelectTrigger id={`${id}-${filter.key}`} />
            <SelectContent>
              {filter.choices.map((choice) => (
                <SelectItem key={choice.value} value={choice.value}>
                  {choice.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ))}
      <div className="col-span-2 flex items-end sm:col-span-1">
        <Button variant="outline" onClick={handleClear} className="w-full sm:w-auto">
          <X aria-hidden="true" className="size-4" />
          Clear Filters
        </Button>
      </div>
    </div>
  );
}
