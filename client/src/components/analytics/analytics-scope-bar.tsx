import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AnalyticsScopeValues } from '@/lib/analytics/analytics-api';
import { useMarketOptions } from '@/lib/analytics/market-options';
import { useBuildingOptions } from '@/lib/properties/get-building-options';
import { useAssetManagers } from '@/lib/users/get-asset-managers';

/** A select item may not have an empty value: "no filter" is this sentinel. */
const allOption = 'all';

export type AnalyticsScopeBarProps = {
  scope: AnalyticsScopeValues;
  onChange: (change: Partial<AnalyticsScopeValues>) => void;
  onClear: () => void;
  hasScope: boolean;
};

/** Building, asset manager, market and as-of day: every figure of the screen (analytics, heatmap) follows them. */
export function AnalyticsScopeBar({ scope, onChange, onClear, hasScope }: AnalyticsScopeBarProps) {
  const id = useId();
  const managers = useAssetManagers().data ?? [];
  const markets = useMarketOptions().data ?? [];
  // A value from the URL that is not (yet) among the options still shows as chosen.
  const marketOptions =
    scope.market !== null && !markets.includes(scope.market) ? [...markets, scope.market] : markets;

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <BuildingScopeSelect id={id} scope={scope} onChange={onChange} />
      <FilterSelect
        id={`${id}-manager`}
        label="Asset manager"
        value={scope.assetManager === null ? allOption : String(scope.assetManager)}
        options={[
          { value: allOption, label: 'All asset managers' },
          ...managers.map((manager) => ({ value: String(manager.id), label: manager.fullName })),
          ...(scope.assetManager !== null && !managers.some((manager) => manager.id === scope.assetManager)
            ? [{ value: String(scope.assetManager), label: managers.length ? 'Unknown person' : 'Loading…' }]
            : []),
        ]}
        onChange={(value) => onChange({ assetManager: value === allOption ? null : Number(value) })}
      />
      <FilterSelect
        id={`${id}-market`}
        label="Market"
        value={scope.market ?? allOption}
        options={[
          { value: allOption, label: 'All markets' },
          ...marketOptions.map((market) => ({ value: market, label: market })),
        ]}
        onChange={(value) => onChange({ market: value === allOption ? null : value })}
      />
      <AsOfField id={id} scope={scope} onChange={onChange} />
      <Button variant="ghost" disabled={!hasScope} onClick={onClear} className="justify-self-start">
        <X aria-hidden="true" className="size-4" />
        Clear All
      </Button>
    </div>
  );
}

type ScopeFieldProps = Pick<AnalyticsScopeBarProps, 'scope' | 'onChange'> & { id: string };

/** One building or all of them; a building from the URL that is not (yet) listed still shows as chosen. */
export function BuildingScopeSelect({ id, scope, onChange }: ScopeFieldProps) {
  const buildings = useBuildingOptions().data;
  return (
    <FilterSelect
      id={`${id}-building`}
      label="Building"
      value={scope.building === null ? allOption : String(scope.building)}
      options={[
        { value: allOption, label: 'All buildings' },
        ...(buildings ?? []).map((building) => ({ value: String(building.id), label: building.name })),
        ...(scope.building !== null && !buildings?.some((building) => building.id === scope.building)
          ? [{ value: String(scope.building), label: buildings ? 'Unknown building' : 'Loading…' }]
          : []),
      ]}
      onChange={(value) => onChange({ building: value === allOption ? null : Number(value) })}
    />
  );
}

/** The day the figures are taken on; empty is the organisation's today. */
export function AsOfField({ id, scope, onChange }: ScopeFieldProps) {
  return (
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
  );
}
