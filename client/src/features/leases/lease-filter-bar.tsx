import { type LeaseStatus, leaseStatuses } from '@common/lease-statuses';
import { type ExpiringWindow, expiringWindows } from '@common/leases';
import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useCallback, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';
import { leaseStatusBadges } from '@/lib/lease-labels';
import { useDebouncedText } from '@/lib/use-debounced-text';
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
  const keyword = useDebouncedText(filters.keyword, applyKeyword);
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') keyword.flush();
  };
  return (
    <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-4">
      <div className="col-span-2 flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-keyword`} className="text-muted-foreground text-xs">
          Keyword
        </Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id={`${id}-keyword`}
            type="search"
            value={keyword.text}
            onChange={(event) => keyword.setText(event.target.value)}
            onKeyDown={handleKeyDown}
            placeholder="Tenant, property or suite"
            maxLength={200}
            className="pl-9"
          />
        </div>
      </div>
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
