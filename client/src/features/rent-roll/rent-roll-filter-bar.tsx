import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useBuildingOptions } from '@/lib/properties/get-building-options';
import type { RentRollScope } from './rent-roll-scope';

/** A select item may not have an empty value: the whole portfolio is this sentinel. */
const allOption = 'all';

export type RentRollFilterBarProps = {
  scope: RentRollScope;
  onChange: (change: Partial<RentRollScope>) => void;
  onClear: () => void;
};

/** One building or all of them, and the as-of day. */
export function RentRollFilterBar({ scope, onChange, onClear }: RentRollFilterBarProps) {
  const id = useId();
  const buildings = useBuildingOptions().data;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
      <FilterSelect
        id={`${id}-building`}
        label="Building"
        value={scope.building === null ? allOption : String(scope.building)}
        options={[
          { value: allOption, label: 'All buildings' },
          ...(buildings ?? []).map((building) => ({ value: String(building.id), label: building.name })),
          // A building from the URL that is not (yet) listed still shows as chosen.
          ...(scope.building !== null && !buildings?.some((building) => building.id === scope.building)
            ? [{ value: String(scope.building), label: buildings ? 'Unknown building' : 'Loading…' }]
            : []),
        ]}
        onChange={(value) => onChange({ building: value === allOption ? null : Number(value) })}
      />
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-as-of`} className="text-muted-foreground text-xs">
          As of
        </Label>
        <Input
          id={`${id}-as-of`}
          type="date"
          value={scope.asOf ?? ''}
          onChange={(event) => onChange({ asOf: event.target.value || null })}
        />
      </div>
      <Button
        variant="ghost"
        disabled={scope.building === null && scope.asOf === null}
        onClick={onClear}
        className="justify-self-start"
      >
        <X aria-hidden="true" className="size-4" />
        Clear All
      </Button>
    </div>
  );
}
