import { X } from 'lucide-react';
import { useId } from 'react';
import { AsOfField, BuildingScopeSelect } from '@/components/analytics/analytics-scope-bar';
import { Button } from '@/components/ui/button';
import type { AnalyticsScopeValues } from '@/lib/analytics/analytics-api';
import { useAssetManagers } from '@/lib/users/get-asset-managers';

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
        <BuildingScopeSelect id={id} scope={scope} onChange={onChange} />
        <AsOfField id={id} scope={scope} onChange={onChange} />
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
