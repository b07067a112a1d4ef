import { assetClasses, assetTypes } from '@common/property-classes';
import { SlidersHorizontal, X } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { KeywordFilter, type KeywordFilterHandle } from '@/components/ui/keyword-filter';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { useAssetManagers } from '@/lib/users/get-asset-managers';
import {
  type AssetFilters,
  allOption,
  assetClassLabels,
  assetTypeLabels,
  hasActiveFilters,
} from './asset-filters';

export type AssetsFilterBarProps = {
  filters: AssetFilters;
  onChange: (change: Partial<AssetFilters>) => void;
  onClear: () => void;
};

type FilterSelectProps = {
  id: string;
  label: string;
  value: string;
  allLabel: string;
  options: { value: string; label: string }[];
  onChange: (value: string | null) => void;
};

function FilterSelect({ id, label, value, allLabel, options, onChange }: FilterSelectProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      <Select value={value} onValueChange={(next) => onChange(next === allOption ? null : next)}>
        <SelectTrigger id={id} />
        <SelectContent>
          <SelectItem value={allOption}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/**
 * The Assets screen's filters. Keyword and Asset Class are always shown; 'All Filters' shows or hides the
 * less-used Asset Manager and Asset Type (shown from the start when one of them is set).
 */
export function AssetsFilterBar({ filters, onChange, onClear }: AssetsFilterBarProps) {
  const id = useId();
  const moreFiltersSet = Number(filters.assetManagerId !== null) + Number(filters.assetType !== null);
  const [showAll, setShowAll] = useState(moreFiltersSet > 0);
  const managers = useAssetManagers();
  const applyKeyword = useCallback((keyword: string) => onChange({ keyword }), [onChange]);
  const keywordBox = useRef<KeywordFilterHandle>(null);
  const [keywordText, setKeywordText] = useState(filters.keyword);

  const canClear = hasActiveFilters(filters) || keywordText.trim() !== '';
  const handleClear = () => {
    keywordBox.current?.reset();
    onClear();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] lg:grid-cols-[minmax(0,1fr)_12rem_auto] lg:items-end">
        <KeywordFilter
          id={`${id}-keyword`}
          label="Keyword"
          placeholder="Name, address, city or market"
          value={filters.keyword}
          onChange={applyKeyword}
          ref={keywordBox}
          onTextChange={setKeywordText}
        />
        <FilterSelect
          id={`${id}-class`}
          label="Asset Class"
          value={filters.assetClass ?? allOption}
          allLabel="All Classes"
          options={assetClasses.map((value) => ({ value, label: assetClassLabels[value] }))}
          onChange={(value) => onChange({ assetClass: value as AssetFilters['assetClass'] })}
        />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <Button
            variant="outline"
            className="h-10 flex-1 lg:flex-none"
            aria-expanded={showAll}
            aria-controls={`${id}-more`}
            onClick={() => setShowAll((shown) => !shown)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            All Filters
            {moreFiltersSet > 0 ? (
              <>
                <Badge variant="primary" aria-hidden="true">
                  {moreFiltersSet}
                </Badge>
                <span className="sr-only">({moreFiltersSet} set)</span>
              </>
            ) : null}
          </Button>
          <Button
            variant="ghost"
            className="h-10 flex-1 lg:flex-none"
            disabled={!canClear}
            onClick={handleClear}
          >
            <X aria-hidden="true" className="size-4" />
            Clear All
          </Button>
        </div>
      </div>
      <div
        id={`${id}-more`}
        hidden={!showAll}
        className={cn('grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[16rem_16rem]', showAll && 'grid')}
      >
        <FilterSelect
          id={`${id}-manager`}
          label="Asset Manager"
          value={filters.assetManagerId === null ? allOption : String(filters.assetManagerId)}
          allLabel="All Managers"
          options={(managers.data ?? []).map((manager) => ({
            value: String(manager.id),
            label: manager.fullName,
          }))}
          onChange={(value) => onChange({ assetManagerId: value === null ? null : Number(value) })}
        />
        <FilterSelect
          id={`${id}-type`}
          label="Asset Type"
          value={filters.assetType ?? allOption}
          allLabel="All Types"
          options={assetTypes.map((value) => ({ value, label: assetTypeLabels[value] }))}
          onChange={(value) => onChange({ assetType: value as AssetFilters['assetType'] })}
        />
      </div>
    </div>
  );
}
