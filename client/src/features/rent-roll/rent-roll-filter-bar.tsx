import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AnalyticsScopeValues } from '@/lib/analytics/analytics-api';
import { useBuildingOptions } from '@/lib/properties/get-building-options';
import { useAssetManagers } from '@/lib/users/get-asset-managers';

/** A select item may not have an empty value: the whole portfolio is this sentinel. */
const allOption = 'all';

export type RentRollFilterBarProps = {
  scope: AnalyticsScopeValues;
  onChange: (change: Partial<AnalyticsScopeValues>) => void;
  onClear: () => void;
  hasScope: boolean;
};

/**
 * One building or all of them, and the as-of day. An asset manager or market a link brought along
 * (from /analytics) shows as a chip that removes it.
 */
export function RentRollFilterBar({ scope, onChange, onClear, hasScope }: RentRollFilterBarProps) {
  const id = useId();
  const buildings = useBuildingOptions().data;
  const managers = useAssetManagers();
  const manager =
    scope.assetManager === null
      ? null
      : (managers.data?.find((person) => person.id === scope.assetManager)?.fullName ??
        (managers.data ? 'Unknown asset manager' : 'Loading…'));
  const chips = [
    ...(manager === null
      ? []
      : [{ key: 'assetManager', text: `Asset manager: ${manager}`, clear: { assetManager: null } }]),
    ...(scope.market === null
      ? []
      : [{ key: 'market', text: `Market: ${scope.market}`, clear: { market: null } }]),
  ];

  return (
    <div className="flex flex-col gap-3">
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
        <Button variant="ghost" disabled={!hasScope} onClick={onClear} className="justify-self-start">
          <X aria-hidden="true" className="size-4" />
          Clear All
        </Button>
      </div>
      {chips.length > 0 ? (
        <ul aria-label="Also filtered by" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.key}>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Remove ${chip.text}`}
                onClick={() => onChange(chip.clear)}
                className="rounded-full"
              >
                {chip.text}
                <X aria-hidden="true" className="size-3.5" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
