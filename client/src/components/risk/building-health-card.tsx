import { type BuildingHealth, healthBand, isDissatisfiedHighlighted, riskCardTexts } from '@common/risk';
import { AlertTriangle, Building2, Eye, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-number';
import { BandBadge, EstimatedNote, ScoreBar, Stat } from './score-parts';

export type BuildingHealthCardProps = {
  health: BuildingHealth;
  /** Shown under the title (the demo names the address it looked up). */
  subtitle?: string;
  /** 'Sync Data': offered only when given. */
  onSync?: () => void;
  /** The button reads 'Syncing...' and is disabled while this is true. */
  syncing?: boolean;
  /** 'View Details': offered only when given. */
  onViewDetails?: () => void;
};

const expirationWindows = [
  { key: 'upcomingExpirations6mo', label: '6 months' },
  { key: 'upcomingExpirations12mo', label: '12 months' },
  { key: 'upcomingExpirations18mo', label: '18 months' },
] as const;

/**
 * Health score and band, satisfaction, % dissatisfied, vacancy, expirations and top issues. A building
 * without suites has nothing measured and says so instead of scoring; figures estimated from a bare
 * risk level say they are estimates.
 */
export function BuildingHealthCard({
  health,
  subtitle,
  onSync,
  syncing = false,
  onViewDetails,
}: BuildingHealthCardProps) {
  const highlighted = isDissatisfiedHighlighted(health.percentDissatisfied);
  const titleId = useId();
  return (
    <Card className="min-w-0">
      <section aria-labelledby={titleId}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <CardTitle id={titleId}>Building Health</CardTitle>
            {subtitle ? <CardDescription className="break-words">{subtitle}</CardDescription> : null}
            {health.estimated ? <EstimatedNote /> : null}
          </div>
          {onSync || onViewDetails ? (
            <div className="flex flex-wrap gap-2">
              {onSync ? (
                <Button variant="outline" size="sm" onClick={onSync} disabled={syncing}>
                  <RefreshCw aria-hidden="true" className={cn('size-3.5', syncing && 'animate-spin')} />
                  {syncing ? 'Syncing...' : 'Sync Data'}
                </Button>
              ) : null}
              {onViewDetails ? (
                <Button variant="outline" size="sm" onClick={onViewDetails}>
                  <Eye aria-hidden="true" className="size-3.5" />
                  View Details
                </Button>
              ) : null}
            </div>
          ) : null}
        </CardHeader>
        {health.hasSuites && health.healthScore !== null ? (
          <HealthFigures health={{ ...health, healthScore: health.healthScore }} highlighted={highlighted} />
        ) : (
          <CardContent>
            <EmptyState
              icon={Building2}
              title={riskCardTexts.noSuites}
              description="Add the building's floors and suites to measure its vacancy and health."
            />
          </CardContent>
        )}
      </section>
    </Card>
  );
}

type HealthFiguresProps = { health: BuildingHealth & { healthScore: number }; highlighted: boolean };

function HealthFigures({ health, highlighted }: HealthFiguresProps) {
  const band = healthBand(health.healthScore);
  return (
    <CardContent className="flex flex-col gap-5">
      <dl>
        <Stat label="Health Score">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-2xl tabular-nums">
              {formatNumber(health.healthScore)}
              <span className="font-normal text-muted-foreground text-sm">/100</span>
            </span>
            <BandBadge band={band} />
            {health.isAtRisk ? (
              <Badge variant="danger">
                <AlertTriangle aria-hidden="true" className="size-3" />
                Building at risk
              </Badge>
            ) : null}
          </span>
          <ScoreBar value={health.healthScore} max={100} band={band} />
        </Stat>
      </dl>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Stat label="Tenant Satisfaction">
          {health.avgTenantSatisfaction === null ? (
            <NoSurveyData />
          ) : (
            <span className="font-semibold tabular-nums">{health.avgTenantSatisfaction}/10</span>
          )}
        </Stat>
        <Stat label="Dissatisfied Tenants">
          {health.percentDissatisfied === null ? (
            <NoSurveyData />
          ) : (
            <span
              className={cn('font-semibold tabular-nums', highlighted && 'text-red-600')}
              data-highlighted={highlighted || undefined}
            >
              {health.percentDissatisfied}%
            </span>
          )}
        </Stat>
        <Stat label="Vacancy">
          <span className="font-semibold tabular-nums">{health.totalVacancy} sf</span>{' '}
          <span className="text-muted-foreground">({health.vacancyPercentage}%)</span>
        </Stat>
      </dl>
      <div className="flex flex-col gap-2">
        <h4 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          Upcoming Expirations
        </h4>
        <dl className="grid grid-cols-3 gap-3 rounded-lg bg-muted/60 p-3">
          {expirationWindows.map(({ key, label }) => (
            <Stat key={key} label={label}>
              <span className="font-semibold text-lg tabular-nums">{formatNumber(health[key])}</span>
            </Stat>
          ))}
        </dl>
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">Top Issues</h4>
        {health.topIssues.length === 0 ? (
          <p className="text-muted-foreground text-sm">No issues reported.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-foreground text-sm">
            {health.topIssues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        )}
      </div>
    </CardContent>
  );
}

function NoSurveyData() {
  return <span className="text-muted-foreground">{riskCardTexts.noSurveyData}</span>;
}
