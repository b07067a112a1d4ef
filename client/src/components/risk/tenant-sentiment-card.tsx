import { renewalBand, riskCardTexts, satisfactionBand, type TenantSentiment } from '@common/risk';
import { AlertTriangle, ClipboardCheck, ClipboardList, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatMediumDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { BandBadge, EstimatedNote, ScoreBar, Stat } from './score-parts';

export type TenantSentimentCardProps = {
  /** The latest survey's figures; null when the tenant has answered none. */
  sentiment: TenantSentiment | null;
  /** An open action plan exists; the sentiment's own flag when not given. */
  hasActionPlan?: boolean;
  /** Shown under the title (the demo names the tenant it looked up). */
  tenantName?: string;
  /** Opens the action plan dialog; without it the button is not offered. */
  onCreateActionPlan?: () => void;
  /** Why an action plan cannot be filed here (e.g. the tenant is not in the portfolio). */
  createUnavailableReason?: string;
};

const ratings: { key: 'parkingSatisfaction' | 'tiSatisfaction' | 'landlordResponsiveness'; label: string }[] =
  [
    { key: 'parkingSatisfaction', label: 'Parking' },
    { key: 'tiSatisfaction', label: 'TI' },
    { key: 'landlordResponsiveness', label: 'Landlord' },
  ];

/**
 * A tenant's latest survey, its bands, risk flag and action plan state; "No survey data" without a
 * survey, and a note when the figures are estimated from a bare risk status.
 */
export function TenantSentimentCard({
  sentiment,
  hasActionPlan = sentiment?.hasActionPlan ?? false,
  tenantName,
  onCreateActionPlan,
  createUnavailableReason,
}: TenantSentimentCardProps) {
  const titleId = useId();
  return (
    <Card className="min-w-0">
      <section aria-labelledby={titleId}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <CardTitle id={titleId}>Tenant Sentiment</CardTitle>
            {tenantName ? <CardDescription className="break-words">{tenantName}</CardDescription> : null}
            {sentiment?.estimated ? <EstimatedNote /> : null}
          </div>
          {sentiment?.isHighRisk ? (
            <Badge variant="danger">
              <AlertTriangle aria-hidden="true" className="size-3" />
              High Risk
            </Badge>
          ) : null}
        </CardHeader>
        {sentiment ? (
          <SurveyFigures sentiment={sentiment} />
        ) : (
          <CardContent>
            <EmptyState
              icon={ClipboardList}
              title={riskCardTexts.noSurveyData}
              description="This tenant has not answered a sentiment survey."
            />
          </CardContent>
        )}
        <CardFooter className="flex-wrap">
          {hasActionPlan ? (
            <p className="inline-flex items-center gap-2 font-medium text-emerald-700 text-sm">
              <ClipboardCheck aria-hidden="true" className="size-4" />
              Action plan in progress
            </p>
          ) : onCreateActionPlan && !createUnavailableReason ? (
            <Button
              variant={sentiment?.isHighRisk ? 'destructive' : 'primary'}
              onClick={onCreateActionPlan}
              className="w-full sm:w-auto"
            >
              Create Action Plan
            </Button>
          ) : createUnavailableReason ? (
            <p className="text-muted-foreground text-sm">{createUnavailableReason}</p>
          ) : null}
        </CardFooter>
      </section>
    </Card>
  );
}

function SurveyFigures({ sentiment }: { sentiment: TenantSentiment }) {
  const satisfaction = satisfactionBand(sentiment.satisfactionScore);
  const renewal = renewalBand(sentiment.renewalLikelihood);
  return (
    <CardContent className="flex flex-col gap-5">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Stat label="Satisfaction Score">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-xl tabular-nums">
              {formatNumber(sentiment.satisfactionScore, 1)}/10
            </span>
            <BandBadge band={satisfaction} />
          </span>
          <ScoreBar value={sentiment.satisfactionScore} max={10} band={satisfaction} />
        </Stat>
        <Stat label="Renewal Likelihood">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-xl tabular-nums">
              {formatNumber(sentiment.renewalLikelihood)}%
            </span>
            <BandBadge band={renewal} />
          </span>
          <ScoreBar value={sentiment.renewalLikelihood} max={100} band={renewal} />
        </Stat>
      </dl>
      <dl className="grid grid-cols-3 gap-3 rounded-lg bg-muted/60 p-3">
        {ratings.map(({ key, label }) => (
          <Stat key={key} label={label}>
            <span className="font-semibold tabular-nums">{formatNumber(sentiment[key], 1)}/10</span>
          </Stat>
        ))}
      </dl>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Stat label="Top Complaint">{sentiment.topComplaint ?? 'None reported'}</Stat>
        {sentiment.secondaryComplaint ? (
          <Stat label="Secondary Complaint">{sentiment.secondaryComplaint}</Stat>
        ) : null}
        {sentiment.estimated ? null : (
          <Stat label="Expansion Intentions">
            {sentiment.hasExpansionIntentions ? (
              <span className="inline-flex items-center gap-1 text-emerald-700">
                <TrendingUp aria-hidden="true" className="size-4" />
                Plans to expand
              </span>
            ) : (
              'No expansion planned'
            )}
          </Stat>
        )}
        {sentiment.surveyDate === null ? null : (
          <Stat label="Survey">
            {formatMediumDate(sentiment.surveyDate)} · {sentiment.isAnonymous ? 'Anonymous' : 'Named'}
          </Stat>
        )}
      </dl>
    </CardContent>
  );
}
