import {
  type BriefingItem,
  type BriefingSection,
  briefingSectionLabels,
  briefingSections,
} from '@common/ai-briefing';
import { AlertTriangle, ChevronLeft, ChevronRight, RefreshCw, Sparkles, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { formatShortDate } from '@/lib/format-date';
import { useBriefing, useDismissBriefingItem, useGenerateBriefing } from './api/ai-briefing';

const sectionCopy: Record<BriefingSection, { item: string; empty: string }> = {
  priority: { item: 'priority action', empty: 'Nothing needs your attention right now' },
  engagement: { item: 'engagement signal', empty: 'No engagement signals right now' },
};

/**
 * The dashboard's AI Briefing card: computed on the server (priority actions and engagement signals),
 * paged here one item at a time per section. A failed refresh says so in fixed words and leaves the
 * briefing as it was.
 */
export function BriefingCard() {
  const briefing = useBriefing();
  const generate = useGenerateBriefing();

  const handleRegenerate = () => {
    generate.mutate(undefined, {
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Could not refresh the briefing',
          description: 'The briefing stays as it was. Please try again later.',
        }),
    });
  };

  const generatedAt = briefing.data?.generatedAt;
  return (
    <Card
      role="region"
      aria-labelledby="briefing-heading"
      className="overflow-hidden border-indigo-100 bg-gradient-to-br from-white to-indigo-50/60"
    >
      <div className="flex items-start justify-between gap-3 px-5 pt-5">
        <div className="flex items-center gap-2.5">
          <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-white">
            <Sparkles aria-hidden="true" className="size-[18px]" />
          </span>
          <div>
            <h2 id="briefing-heading" className="font-semibold text-base text-slate-900">
              AI Briefing
            </h2>
            {generatedAt ? (
              <p className="text-muted-foreground text-xs">{`Updated ${formatShortDate(generatedAt)}`}</p>
            ) : null}
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Refresh briefing"
          onClick={handleRegenerate}
          disabled={generate.isPending}
        >
          <RefreshCw aria-hidden="true" className={cn('size-4', generate.isPending && 'animate-spin')} />
        </Button>
      </div>

      <div className="flex flex-col gap-5 px-5 pt-3 pb-5">
        {briefing.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <span className="sr-only">Loading the briefing…</span>
            <Skeleton className="h-12" />
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </div>
        ) : briefing.isError ? (
          <p className="text-muted-foreground text-sm">
            The briefing could not be loaded. Please try again later.
          </p>
        ) : (
          <>
            {briefing.data.summary ? (
              <p className="text-slate-700 text-sm leading-relaxed">{briefing.data.summary}</p>
            ) : null}
            {briefingSections.map((section) => (
              <BriefingSectionPager
                key={`${briefing.data.id}-${section}`}
                section={section}
                items={briefing.data.items.filter((item) => item.section === section)}
              />
            ))}
          </>
        )}
      </div>
    </Card>
  );
}

function BriefingSectionPager({ section, items }: { section: BriefingSection; items: BriefingItem[] }) {
  const [page, setPage] = useState(0);
  const copy = sectionCopy[section];
  const headingId = `briefing-${section}`;
  // A dismissed item leaves the list; stay on the same place or the new last one.
  const index = Math.min(page, Math.max(items.length - 1, 0));
  const item = items[index];
  const capitalized = copy.item.charAt(0).toUpperCase() + copy.item.slice(1);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-[11px] text-muted-foreground tracking-wider">
          {briefingSectionLabels[section]}
        </h3>
        <div className="flex items-center gap-1">
          {items.length > 0 ? (
            <span className="text-muted-foreground text-xs tabular-nums">{`${index + 1} of ${items.length}`}</span>
          ) : null}
          <Button
            variant="ghost"
            size="icon-sm"
            className="size-7"
            aria-label={`Previous ${copy.item}`}
            disabled={index === 0}
            onClick={() => setPage(index - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className="size-7"
            aria-label={`Next ${copy.item}`}
            disabled={index >= items.length - 1}
            onClick={() => setPage(index + 1)}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      {item ? (
        <BriefingItemView key={item.key} item={item} section={section} label={capitalized} />
      ) : (
        <p className="rounded-lg border border-border border-dashed bg-white/70 px-3 py-4 text-center text-muted-foreground text-sm">
          {copy.empty}
        </p>
      )}
    </section>
  );
}

function BriefingItemView({
  item,
  section,
  label,
}: {
  item: BriefingItem;
  section: BriefingSection;
  label: string;
}) {
  const navigate = useNavigate();
  const dismiss = useDismissBriefingItem();
  const Icon = section === 'priority' ? AlertTriangle : TrendingUp;

  const handleDismiss = () => {
    dismiss.mutate(item.key, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Could not dismiss the item',
          description: errorText(error, 'Please try again later.'),
        }),
    });
  };

  return (
    <article
      aria-label={`${label}: ${item.title}`}
      className="flex flex-col gap-3 rounded-lg border border-border bg-white p-3.5 shadow-xs"
    >
      <div className="flex gap-3">
        <span
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-full',
            section === 'priority' ? 'bg-amber-50 text-amber-600' : 'bg-emerald-50 text-emerald-600',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0">
          <h4 className="font-medium text-slate-900 text-sm">{item.title}</h4>
          <p className="mt-0.5 text-muted-foreground text-sm">{item.description}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => navigate(item.actionPath)}>
          {item.actionLabel}
        </Button>
        <Button variant="outline" size="sm" onClick={handleDismiss} disabled={dismiss.isPending}>
          Dismiss
        </Button>
      </div>
    </article>
  );
}
