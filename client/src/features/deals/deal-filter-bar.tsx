import { lastUpdatedRanges } from '@common/deal-filters';
import type { DealFacets } from '@common/deal-list';
import { dealTypes } from '@common/deal-stages';
import { X } from 'lucide-react';
import { memo, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { KeywordFilter, type KeywordFilterHandle } from '@/components/ui/keyword-filter';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';
import { allOption, type DealFilters, dealTypeLabels, lastUpdatedLabels } from './deal-filters';
import { filterChips } from './filter-chips';
import { shownStages } from './pipeline-stages';
import { StageMultiSelect } from './stage-multi-select';
import { StateMultiSelect } from './state-multi-select';

export type DealFilterBarProps = {
  filters: DealFilters;
  facets: DealFacets | undefined;
  onChange: (change: Partial<DealFilters>) => void;
  /** The keyword as typed, on every keystroke. */
  onKeywordChange: (keyword: string) => void;
  onClear: () => void;
  /** Team members' names by id, for a lead filter's chip. */
  teamNames?: Record<number, string>;
};

type FilterSelectProps = {
  id: string;
  label: string;
  value: string | null;
  allLabel: string;
  options: { value: string; label: string }[];
  onChange: (value: string | null) => void;
};

function FilterSelect({ id, label, value, allLabel, options, onChange }: FilterSelectProps) {
  // A value from the URL that the facets do not list still shows (and can be cleared).
  const listed = value === null || options.some((option) => option.value === value);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      <Select value={value ?? allOption} onValueChange={(next) => onChange(next === allOption ? null : next)}>
        <SelectTrigger id={id} />
        <SelectContent>
          <SelectItem value={allOption}>{allLabel}</SelectItem>
          {listed || value === null ? null : <SelectItem value={value}>{value}</SelectItem>}
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

const toOptions = (values: string[] = []) => values.map((value) => ({ value, label: value }));

/**
 * The Deal Pipeline's filters, the chips of the active ones and Clear all; every filter applies on the
 * server. Memoised: rows arriving for a keyword redraw the table, not the five selects here.
 */
export const DealFilterBar = memo(function DealFilterBar({
  filters,
  facets,
  onChange,
  onKeywordChange,
  onClear,
  teamNames,
}: DealFilterBarProps) {
  const id = useId();
  const keywordBox = useRef<KeywordFilterHandle>(null);
  const stateNames = Object.fromEntries((facets?.states ?? []).map((state) => [state.code, state.name]));
  const chips = filterChips(filters, stateNames, teamNames);
  const stateOptions = [...(facets?.states ?? [])];
  for (const code of filters.states) {
    if (!stateOptions.some((state) => state.code === code)) stateOptions.push({ code, name: code });
  }

  const handleClear = () => {
    keywordBox.current?.reset();
    onClear();
  };
  const handleRemoveChip = (change: Partial<DealFilters>) => {
    if (change.keyword === '') keywordBox.current?.reset();
    onChange(change);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 2xl:grid-cols-7">
        <KeywordFilter
          id={`${id}-keyword`}
          label="Keyword"
          placeholder="Keyword filter"
          value={filters.keyword}
          onChange={onKeywordChange}
          // No pause: the list follows each keystroke (within 100 ms), the URL catches up later.
          debounceMs={0}
          ref={keywordBox}
          className="col-span-2 2xl:col-span-1"
        />
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-states`} className="text-muted-foreground text-xs">
            State
          </Label>
          <StateMultiSelect
            id={`${id}-states`}
            options={stateOptions}
            value={filters.states}
            onChange={(states) => onChange({ states })}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-stage`} className="text-muted-foreground text-xs">
            Approval Status
          </Label>
          <StageMultiSelect
            id={`${id}-stage`}
            options={shownStages}
            value={filters.stages}
            onChange={(stages) => onChange({ stages })}
          />
        </div>
        <FilterSelect
          id={`${id}-updated`}
          label="Last Updated"
          value={filters.updated}
          allLabel="All Time"
          options={lastUpdatedRanges.map((value) => ({ value, label: lastUpdatedLabels[value] }))}
          onChange={(value) => onChange({ updated: value as DealFilters['updated'] })}
        />
        <FilterSelect
          id={`${id}-type`}
          label="Deal Type"
          value={filters.dealType}
          allLabel="All Types"
          options={dealTypes.map((value) => ({ value, label: dealTypeLabels[value] }))}
          onChange={(value) => onChange({ dealType: value as DealFilters['dealType'] })}
        />
        <FilterSelect
          id={`${id}-market`}
          label="Market"
          value={filters.market}
          allLabel="All Markets"
          options={toOptions(facets?.markets)}
          onChange={(market) => onChange({ market })}
        />
        <FilterSelect
          id={`${id}-city`}
          label="City"
          value={filters.city}
          allLabel="All Cities"
          options={toOptions(facets?.cities)}
          onChange={(city) => onChange({ city })}
        />
      </div>
      {chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <ul aria-label="Active filters" className="flex min-w-0 max-w-full flex-wrap items-center gap-2">
            {chips.map((chip) => (
              <li
                key={chip.key}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-0.5 pr-1 pl-2.5 font-medium text-primary-soft-foreground text-xs ring-1 ring-indigo-200 ring-inset"
              >
                <span className="truncate">{chip.label}</span>
                <button
                  type="button"
                  aria-label={`Remove ${chip.label}`}
                  onClick={() => handleRemoveChip(chip.remove)}
                  className="inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-indigo-100"
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" onClick={handleClear}>
            Clear all
          </Button>
        </div>
      ) : null}
    </div>
  );
});
