import type { AiInsights } from '@common/ai-opportunities';
import { Building2, CalendarClock, TrendingUp } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRelativeTime } from '@/lib/format-date';
import {
  type InsightLine,
  marketInsightLines,
  portfolioInsightLines,
  renewalInsightLines,
} from './insight-texts';

type InsightCardProps = {
  id: string;
  title: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: string;
  lines: InsightLine[] | undefined;
  unavailable: boolean;
  footnote?: string;
};

/**
 * Three figures, each a sentence and its basis (two lines each in a third of a desktop screen): the
 * height the cards take when the figures arrive, so the tabs and cards below them stay in place.
 */
function InsightLinesSkeleton() {
  return (
    <div className="flex flex-col gap-1.5" aria-busy="true">
      {['w-3/4', 'w-2/3', 'w-4/5'].map((width) => (
        <div key={width}>
          <Skeleton className={`my-0.5 h-4 ${width}`} />
          <Skeleton className="my-0.5 h-4 w-1/3" />
          <Skeleton className="my-0.5 h-3 w-full" />
          <Skeleton className="my-0.5 h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}

function InsightCard({ id, title, icon: Icon, tone, lines, unavailable, footnote }: InsightCardProps) {
  return (
    <Card role="region" aria-labelledby={id} className="min-w-0">
      <CardHeader className="flex-row items-center gap-2">
        <span className={`flex size-8 items-center justify-center rounded-lg ${tone}`}>
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <CardTitle id={id} className="text-sm">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="pt-3">
        {lines ? (
          <ul className="flex flex-col gap-1.5 text-sm">
            {lines.map((line) => (
              <li key={line.figure} className="text-muted-foreground">
                <span className="font-semibold text-foreground">{line.figure}</span>
                {line.text ? ` ${line.text}` : null}
                {line.basis ? <span className="block text-xs">{line.basis}</span> : null}
              </li>
            ))}
          </ul>
        ) : unavailable ? (
          <p className="text-muted-foreground text-sm">Could not load these insights.</p>
        ) : (
          <InsightLinesSkeleton />
        )}
        {footnote ? <p className="mt-3 text-muted-foreground text-xs">{footnote}</p> : null}
      </CardContent>
    </Card>
  );
}

export type InsightCardsProps = { insights: AiInsights | undefined; unavailable: boolean };

/** The Portfolio, Renewal and Market insight cards, every figure computed by the server. */
export function InsightCards({ insights, unavailable }: InsightCardsProps) {
  const analyzed = insights?.lastAnalyzedAt;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <InsightCard
        id="insights-portfolio"
        title="Portfolio Insights (updated daily)"
        icon={Building2}
        tone="bg-indigo-50 text-indigo-600"
        unavailable={unavailable}
        lines={insights && portfolioInsightLines(insights)}
        footnote={
          insights
            ? analyzed
              ? `Last analyzed ${formatRelativeTime(analyzed)}`
              : 'Not analyzed yet'
            : undefined
        }
      />
      <InsightCard
        id="insights-renewal"
        title="Renewal Insights (next 180 days)"
        icon={CalendarClock}
        tone="bg-amber-50 text-amber-600"
        unavailable={unavailable}
        lines={insights && renewalInsightLines(insights)}
      />
      <InsightCard
        id="insights-market"
        title="Market Insights"
        icon={TrendingUp}
        tone="bg-emerald-50 text-emerald-600"
        unavailable={unavailable}
        lines={insights && marketInsightLines(insights)}
      />
    </div>
  );
}
