import type { StackingSpace } from '@common/stacking-plan';
import { Building2 } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-number';
import { useStackingBuildings } from './api/get-stacking-buildings';
import { useStackingPlan } from './api/get-stacking-plan';

import { FloorBar } from './floor-bar';
import { legendEntries } from './segment-colours';
import { type SelectedSpace, SpaceDetailsDialog } from './space-details-dialog';
import { StackingExportButtons } from './stacking-export-buttons';
import { StackingFilterBar } from './stacking-filter-bar';
import { ColourLegend, TenantLegendTable, type TenantRow, tenantRows } from './stacking-legend';
import { StackingSummary } from './stacking-summary';
import { useStackingFilters } from './use-stacking-filters';
import { allSpaces, useFloorLayouts, useMatchedSpaces } from './use-stacking-layout';

/** '1 floor', '3 floors' */
const counted = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** One building's floors as bars of suites, filtered and coloured on the client. */
export function StackingPlanPage() {
  const { filters, buildingId, colourByExpiry, setFilters, clearFilters, setBuilding, setColourByExpiry } =
    useStackingFilters();
  const buildings = useStackingBuildings();
  const firstBuilding = buildings.data?.items[0]?.id;

  // No building asked for: show the first, and say so in the URL (replacing, so Back is not a loop).
  useEffect(() => {
    if (buildingId === null && firstBuilding !== undefined) setBuilding(firstBuilding, { replace: true });
  }, [buildingId, firstBuilding, setBuilding]);

  const plan = useStackingPlan(buildingId);
  const layouts = useFloorLayouts(plan.data);
  const matched = useMatchedSpaces(plan.data, filters);
  const mode = colourByExpiry ? 'expiry' : 'industry';
  const [selected, setSelected] = useState<SelectedSpace | null>(null);
  const handleSelect = useCallback(
    (space: StackingSpace, floorNumber: number) => setSelected({ space, floorNumber }),
    [],
  );
  const legend = useMemo(() => {
    if (!plan.data) return [];
    const hasUnassigned = layouts.some((layout) => layout.segments.some((s) => s.kind === 'unassigned'));
    return legendEntries(allSpaces(plan.data), mode, plan.data.today, hasUnassigned);
  }, [plan.data, layouts, mode]);
  const hasConflicts = useMemo(
    () => (plan.data ? allSpaces(plan.data).some((space) => space.conflictCount > 0) : false),
    [plan.data],
  );
  const rows = useMemo(() => tenantRows(layouts.map((layout) => layout.floor)), [layouts]);
  // The tenant legend lists what the filters keep, like the bars.
  const matchingRows = useMemo(
    () => (matched === null ? rows : rows.filter((row) => matched.has(row.key))),
    [rows, matched],
  );
  // The bars first; the tenant legend (one row per tenant, over a thousand in a tower) right after.
  const legendRows = useDeferredValue<TenantRow[] | null>(matchingRows, null);
  const id = useId();
  const dimmedId = `${id}-dimmed`;
  const matchCount = matched?.size;
  const noPlanReason =
    buildings.data?.items.length === 0
      ? 'There is no building to export yet.'
      : plan.isError
        ? 'There is no stacking plan to export: it could not be loaded.'
        : 'The stacking plan is still loading.';

  return (
    <PageContainer>
      <PageHeader
        title="Stacking plan"
        description={plan.data ? undefined : 'Floors and suites of a building, with their tenants and leases'}
        actions={<StackingExportButtons plan={plan.data} mode={mode} unavailableReason={noPlanReason} />}
      />
      <StackingFilterBar
        buildings={buildings.data?.items ?? []}
        buildingId={buildingId}
        filters={filters}
        onBuildingChange={setBuilding}
        onChange={setFilters}
        onClear={clearFilters}
      />
      <span id={dimmedId} className="sr-only">
        Filtered out
      </span>
      {buildings.data?.items.length === 0 ? (
        <EmptyState
          icon={Building2}
          title="No buildings yet"
          description="Add a property to see its stacking plan."
        />
      ) : plan.isError ? (
        <EmptyState
          icon={Building2}
          title={isApiError(plan.error, 404) ? 'Building not found' : 'The stacking plan could not be loaded'}
          description="Pick a building from the list."
        />
      ) : !plan.data ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">Loading the stacking plan</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : allSpaces(plan.data).length === 0 ? (
        // A building without suites has nothing to stack: never 'TOTAL 0 sf 100%' or all vacant.
        <EmptyState
          icon={Building2}
          title="No floors or suites recorded"
          description={`${plan.data.building.name} has no suites on record yet, so there is no stacking plan to draw.`}
        />
      ) : (
        <>
          <StackingSummary building={plan.data.building} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ColourLegend
              entries={legend}
              title={colourByExpiry ? 'Lease expiry' : 'Industry'}
              showConflicts={hasConflicts}
            />
            <div className="flex items-center gap-2">
              <Switch id={`${id}-expiry`} checked={colourByExpiry} onCheckedChange={setColourByExpiry} />
              <Label htmlFor={`${id}-expiry`}>Colour by lease expiry</Label>
            </div>
          </div>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {matchCount === undefined
              ? `${counted(rows.length, 'tenant', 'tenants')} on ${counted(layouts.length, 'floor', 'floors')}`
              : `${matchCount} matching ${matchCount === 1 ? 'suite' : 'suites'}`}
          </p>
          <div className="overflow-x-auto pb-2">
            <ol aria-label="Floors" className="flex min-w-[44rem] flex-col gap-2">
              {layouts.map((layout) => (
                <FloorBar
                  key={layout.floor.number}
                  layout={layout}
                  matched={matched}
                  mode={mode}
                  today={plan.data.today}
                  dimmedDescriptionId={dimmedId}
                  onSelect={handleSelect}
                />
              ))}
            </ol>
          </div>
          <section aria-labelledby={`${id}-tenants`} className="flex flex-col gap-2">
            <h2 id={`${id}-tenants`} className="font-semibold text-base text-slate-900">
              Tenant legend
            </h2>
            {legendRows === null ? (
              <Skeleton className="h-24 w-full" />
            ) : (
              <TenantLegendTable
                rows={legendRows}
                emptyText={
                  matched === null ? 'No tenants in this building.' : 'No tenants match the filters.'
                }
              />
            )}
          </section>
          <SpaceDetailsDialog
            propertyId={plan.data.building.id}
            selected={selected}
            onClose={() => setSelected(null)}
          />
        </>
      )}
    </PageContainer>
  );
}
