import { Grid3x3, ScrollText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { AnalyticsScopeBar } from '@/components/analytics/analytics-scope-bar';
import { chartStatusOf } from '@/components/charts/chart-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import {
  useCompAnalytics,
  useExpirySchedule,
  useOccupancy,
  usePipelineAnalytics,
  useTenantConcentration,
  useWalt,
} from '@/lib/analytics/analytics-api';
import { scopePossessive } from '@/lib/analytics/scope-name';
import { scopedPath, useAnalyticsScope } from '@/lib/analytics/use-analytics-scope';
import { formatMediumDate } from '@/lib/format-date';
import { useBuildingOptions } from '@/lib/properties/get-building-options';
import { CompsCard } from './comps-card';
import { ExpiryCard } from './expiry-card';
import { OccupancyByBuildingCard, OccupancyTrendCard } from './occupancy-cards';
import { DeadReasonsCard, PipelineFunnelCard, StageVelocityCard } from './pipeline-cards';
import { TenantConcentrationCard } from './tenant-concentration-card';
import { useCompFilters, usePipelinePeriod } from './use-section-filters';
import { WaltCard } from './walt-card';

const statusOf = chartStatusOf;

/** /analytics: the portfolio's expiry, occupancy, WALT, tenants, pipeline and comps, for a scope. */
export function AnalyticsPage() {
  const { scope, setScope, clearScope, hasScope } = useAnalyticsScope();
  const buildings = useBuildingOptions();
  const expiry = useExpirySchedule(scope);
  const occupancy = useOccupancy(scope);
  const walt = useWalt(scope);
  const tenants = useTenantConcentration(scope);
  const buildingName = buildings.data?.find((building) => building.id === scope.building)?.name;
  const scopeName = scopePossessive(scope, buildingName);
  const asOf = expiry.data?.asOf ?? occupancy.data?.asOf;

  return (
    <PageContainer>
      <PageHeader
        title="Analytics"
        description={
          asOf
            ? `Lease expiries, occupancy, WALT, tenants, pipeline and comps, as of ${formatMediumDate(asOf)}.`
            : 'Lease expiries, occupancy, WALT, tenants, pipeline and comps.'
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={scopedPath('/heatmap', scope)}>
                <Grid3x3 aria-hidden="true" className="size-4" />
                Expiry heatmap
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={scopedPath('/rent-roll', scope)}>
                <ScrollText aria-hidden="true" className="size-4" />
                Rent roll
              </Link>
            </Button>
          </>
        }
      />
      <Card className="min-w-0">
        <CardContent className="pt-4">
          <AnalyticsScopeBar scope={scope} onChange={setScope} onClear={clearScope} hasScope={hasScope} />
        </CardContent>
      </Card>

      <Section id="analytics-leases" title="Leases and occupancy">
        <ExpiryCard schedule={expiry.data} status={statusOf(expiry)} scopeName={scopeName} />
        <div className="grid min-w-0 gap-6 xl:grid-cols-2">
          <OccupancyTrendCard occupancy={occupancy.data} status={statusOf(occupancy)} />
          <OccupancyByBuildingCard occupancy={occupancy.data} status={statusOf(occupancy)} />
          <WaltCard walt={walt.data} status={statusOf(walt)} scopeName={scopeName} />
          <TenantConcentrationCard tenants={tenants.data} status={statusOf(tenants)} scopeName={scopeName} />
        </div>
      </Section>

      <PipelineSection />
      <CompsSection />
    </PageContainer>
  );
}

type SectionProps = {
  id: string;
  title: string;
  description?: string;
  tools?: React.ReactNode;
  children: React.ReactNode;
};

function Section({ id, title, description, tools, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h2 id={id} className="font-semibold text-lg text-slate-900 tracking-tight">
            {title}
          </h2>
          {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
        </div>
        {tools}
      </div>
      {children}
    </section>
  );
}

function PipelineSection() {
  const id = useId();
  const { scope } = useAnalyticsScope();
  const { period, setPeriod, error } = usePipelinePeriod();
  const pipeline = usePipelineAnalytics(scope, period, error === null);
  const status = statusOf(pipeline);
  const data = error ? undefined : pipeline.data;
  return (
    <Section
      id="analytics-pipeline"
      title="Leasing pipeline"
      description={
        data
          ? `Deals created ${formatMediumDate(data.from)} – ${formatMediumDate(data.to)} in these buildings.`
          : 'Deals created in the period, in these buildings.'
      }
      tools={
        <div className="flex flex-col gap-1.5">
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <div className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor={`${id}-from`} className="text-muted-foreground text-xs">
                Created from
              </Label>
              <Input
                id={`${id}-from`}
                type="date"
                value={period.from ?? ''}
                onChange={(event) => setPeriod({ from: event.target.value || null })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="sm:w-44"
              />
            </div>
            <div className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor={`${id}-to`} className="text-muted-foreground text-xs">
                Created to
              </Label>
              <Input
                id={`${id}-to`}
                type="date"
                value={period.to ?? ''}
                onChange={(event) => setPeriod({ to: event.target.value || null })}
                aria-describedby={error ? `${id}-error` : undefined}
                className="sm:w-44"
              />
            </div>
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
        </div>
      }
    >
      {error ? null : (
        <div className="grid min-w-0 gap-6 lg:grid-cols-2 xl:grid-cols-3">
          <PipelineFunnelCard pipeline={data} status={status} />
          <StageVelocityCard pipeline={data} status={status} />
          <DeadReasonsCard pipeline={data} status={status} />
        </div>
      )}
    </Section>
  );
}

function CompsSection() {
  const { filters, setFilters, clearFilters } = useCompFilters();
  const comps = useCompAnalytics(filters);
  const buildings = useBuildingOptions();
  return (
    <Section
      id="analytics-comps"
      title="Lease comps"
      description="Rates against transaction date, with the filters of Lease Comps. All rates are $/RSF/yr."
    >
      <CompsCard
        comps={comps.data}
        status={statusOf(comps)}
        filters={filters}
        buildings={buildings.data ?? []}
        onChange={setFilters}
        onClear={clearFilters}
      />
    </Section>
  );
}
