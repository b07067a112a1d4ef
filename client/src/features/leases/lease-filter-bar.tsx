import { type LeaseStatus, leaseStatuses } from '@common/lease-statuses';
import { type ExpiringWindow, expiringWindows } from '@common/leases';
import { X } from 'lucide-react';
import { useCallback, useId } from 'react';
import { Button } from '@/components/ui/button';
import { KeywordFilter } from '@/components/ui/keyword-filter';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';
import { leaseStatusBadges } from '@/lib/lease-labels';
import { hasActiveLeaseFilters, type LeaseFilters } from './lease-filters';

export type LeaseFilterBarProps = {
  filters: LeaseFilters;
  onChange: (change: Partial<LeaseFilters>) => void;
  onClear: () => void;
};

const all = 'all';

/** Keyword, Expiring and Status; each narrows the list at once. */
export function LeaseFilterBar({ filters, onChange, onClear }: LeaseFilterBarProps) {
  const id = useId();
  const applyKeyword = useCallback((value: string) => onChange({ keyword: value }), [onChange]);
  return (
    <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-4">
      <KeywordFilter
        id={`${id}-keyword`}
        label="Keyword"
        placeholder="Tenant, property or suite"
        value={filters.keyword}
        onChange={applyKeyword}
        className="col-span-2"
      />
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-expiring`} className="text-muted-foreground text-xs">
          Expiring
        </Label>
        <Select
          value={filters.expiring ?? all}
          onValueChange={(value) => onChange({ expiring: value === all ? null : (value as ExpiringWindow) })}
        >
          <SelectTrigger id={`${id}-expiring`} />
          <SelectContent>
            <SelectItem value={all}>All</SelectItem>
            {expiringWindows.map((days) => (
              <SelectItem key={days} value={days}>
                {`${days} days`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-status`} className="text-muted-foreground text-xs">
          Status
        </Label>
        <Select
          value={filters.status ?? all}
          onValueChange={(value) => onChange({ status: value === all ? null : (value as LeaseStatus) })}
        >
          <SelectTrigger id={`${id}-status`} />
          <SelectContent>
            <SelectItem value={all}>All statuses</SelectItem>
            {leaseStatuses.map((status) => (
              <SelectItem key={status} value={status}>
                {leaseStatusBadges[status].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="col-span-2 flex justify-end md:col-span-4">
        <Button variant="ghost" disabled={!hasActiveLeaseFilters(filters)} onClick={onClear}>
          <X aria-hidden="true" className="size-4" />
          Clear All
        </Button>
      </div>
    </div>
  );
}
