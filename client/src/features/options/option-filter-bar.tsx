import type { AssetManager } from '@common/asset-managers';
import { type OptionStatusFilter, optionStatuses, optionStatusLabels } from '@common/options';
import { SlidersHorizontal, UserRound, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import type { BuildingOption } from '@/lib/properties/get-building-options';
import {
  activeOptionFilterCount,
  allOption,
  moreOptionFilterCount,
  type OptionFilterValues,
} from './option-filters';
import { OptionTypeChecklist } from './option-type-checklist';

export type OptionFilterBarProps = {
  filters: OptionFilterValues;
  managers: AssetManager[];
  assets: BuildingOption[];
  onChange: (change: Partial<OptionFilterValues>) => void;
  onClear: () => void;
};

/** Option Status, Option Type, Asset Manager, 'My dates' (options I own), 'All filters' and 'Clear (n)'. */
export function OptionFilterBar({ filters, managers, assets, onChange, onClear }: OptionFilterBarProps) {
  const id = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  const count = activeOptionFilterCount(filters);
  const more = moreOptionFilterCount(filters);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,14rem))_auto] lg:items-end">
      <Field id={`${id}-status`} label="Option Status">
        <Select
          value={filters.status}
          onValueChange={(status) => onChange({ status: status as OptionStatusFilter })}
        >
          <SelectTrigger id={`${id}-status`} />
          <SelectContent>
            {optionStatuses.map((status) => (
              <SelectItem key={status} value={status}>
                {optionStatusLabels[status]}
              </SelectItem>
            ))}
            <SelectItem value="all">All statuses</SelectItem>
          </SelectContent>
        </Select>
      </Field>
      <Field id={`${id}-types`} label="Option Type">
        <OptionTypeChecklist
          id={`${id}-types`}
          value={filters.types}
          onChange={(types) => onChange({ types })}
        />
      </Field>
      <Field id={`${id}-manager`} label="Asset Manager">
        <Select
          value={filters.assetManagerId === null ? allOption : String(filters.assetManagerId)}
          onValueChange={(value) => onChange({ assetManagerId: value === allOption ? null : Number(value) })}
        >
          <SelectTrigger id={`${id}-manager`} />
          <SelectContent>
            <SelectItem value={allOption}>All Managers</SelectItem>
            {managers.map((manager) => (
              <SelectItem key={manager.id} value={String(manager.id)}>
                {manager.fullName}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-1">
        <Button
          variant={filters.mine ? 'primary' : 'outline'}
          aria-pressed={filters.mine}
          onClick={() => onChange({ mine: !filters.mine })}
          className="h-10"
        >
          <UserRound aria-hidden="true" className="size-4" />
          My dates
        </Button>
        <Button variant="outline" onClick={() => setMoreOpen(true)} className="h-10">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          All filters
          {more > 0 ? (
            <span className="rounded-full bg-primary px-1.5 text-primary-foreground text-xs">{more}</span>
          ) : null}
        </Button>
        <Button variant="ghost" onClick={onClear} disabled={count === 0} className="h-10">
          <X aria-hidden="true" className="size-4" />
          {`Clear (${count})`}
        </Button>
      </div>
      <AllFiltersDialog
        open={moreOpen}
        onOpenChange={setMoreOpen}
        filters={filters}
        assets={assets}
        onApply={onChange}
      />
    </div>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      {children}
    </div>
  );
}

type AllFiltersDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: OptionFilterValues;
  assets: BuildingOption[];
  onApply: (change: Partial<OptionFilterValues>) => void;
};

/** The filters the bar has no room for; applied together with 'Apply'. */
function AllFiltersDialog({ open, onOpenChange, filters, assets, onApply }: AllFiltersDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>All filters</DialogTitle>
          <DialogDescription>Narrow the options by asset, tenant, flags and conflicts.</DialogDescription>
        </DialogHeader>
        {/* Mounted on each opening, so it starts from the filters in the URL. */}
        <AllFiltersForm
          filters={filters}
          assets={assets}
          onApply={(change) => {
            onApply(change);
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type AllFiltersFormProps = {
  filters: OptionFilterValues;
  assets: BuildingOption[];
  onApply: (change: Partial<OptionFilterValues>) => void;
  onCancel: () => void;
};

function AllFiltersForm({ filters, assets, onApply, onCancel }: AllFiltersFormProps) {
  const id = useId();
  const [propertyId, setPropertyId] = useState(filters.propertyId);
  const [keyword, setKeyword] = useState(filters.keyword);
  const [flagged, setFlagged] = useState(filters.flagged);
  const [conflicts, setConflicts] = useState(filters.conflicts);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ propertyId, keyword: keyword.trim(), flagged, conflicts });
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-asset`}>Asset</Label>
        <Select
          value={propertyId === null ? allOption : String(propertyId)}
          onValueChange={(value) => setPropertyId(value === allOption ? null : Number(value))}
        >
          <SelectTrigger id={`${id}-asset`} />
          <SelectContent>
            <SelectItem value={allOption}>All assets</SelectItem>
            {assets.map((asset) => (
              <SelectItem key={asset.id} value={String(asset.id)}>
                {asset.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-keyword`}>Keyword</Label>
        <Input
          id={`${id}-keyword`}
          value={keyword}
          maxLength={200}
          placeholder="Asset, tenant, targets or description"
          onChange={(event) => setKeyword(event.target.value)}
        />
      </div>
      <label htmlFor={`${id}-flagged`} className="flex items-center justify-between gap-3 text-sm">
        Flagged notice windows only
        <Switch id={`${id}-flagged`} checked={flagged} onCheckedChange={setFlagged} />
      </label>
      <label htmlFor={`${id}-conflicts`} className="flex items-center justify-between gap-3 text-sm">
        Conflicts only
        <Switch id={`${id}-conflicts`} checked={conflicts} onCheckedChange={setConflicts} />
      </label>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Apply</Button>
      </DialogFooter>
    </form>
  );
}
