import {
  type AiOpportunity,
  type AiOpportunityType,
  aiOpportunityTypeLabels,
  primaryActionPath,
} from '@common/ai-opportunities';
import {
  AlertTriangle,
  BarChart3,
  Bookmark,
  ChevronDown,
  Maximize2,
  RefreshCw,
  RotateCcw,
  Users,
  X,
} from 'lucide-react';
import { type ComponentType, type SVGProps, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatLongDate, formatMediumDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-number';
import { ConfidenceFactors } from './confidence-factors';

/** A card's icon and colour by opportunity type. */
const typeLooks: Record<AiOpportunityType, { icon: ComponentType<SVGProps<SVGSVGElement>>; tone: string }> = {
  'tenant-match': { icon: Users, tone: 'bg-blue-50 text-blue-600' },
  renewal: { icon: RefreshCw, tone: 'bg-emerald-50 text-emerald-600' },
  expansion: { icon: Maximize2, tone: 'bg-violet-50 text-violet-600' },
  risk: { icon: AlertTriangle, tone: 'bg-red-50 text-red-600' },
  market: { icon: BarChart3, tone: 'bg-amber-50 text-amber-700' },
};

/** 'Downtown Tower (Suite 540)' */
export function propertyLabel({ property, space }: Pick<AiOpportunity, 'property' | 'space'>): string | null {
  if (!property) return null;
  return space ? `${property.name} (Suite ${space.suite})` : property.name;
}

export type OpportunityCardProps = {
  opportunity: AiOpportunity;
  /** A status change of this card is on its way to the server. */
  busy: boolean;
  onSave: (opportunity: AiOpportunity) => void;
  /** Dismiss (Remove on a saved card): the card leaves the standing list. */
  onRemove: (opportunity: AiOpportunity) => void;
  /** Restore of a dismissed card: back to the standing list. */
  onRestore: (opportunity: AiOpportunity) => void;
  /** The card was opened ('Why?' or its primary action): a new one becomes viewed. */
  onOpen: (opportunity: AiOpportunity) => void;
  /** The card a link pointed at (`?opportunity=id`, e.g. the briefing's View Match): outlined and scrolled to. */
  highlighted?: boolean;
};

/**
 * One AI opportunity with its title, type, confidence and explanation, its 'Why?' and its actions: Dismiss and Save on a
 * standing card, Remove on a saved one, Restore on a dismissed one.
 */
export function OpportunityCard({
  opportunity,
  busy,
  onSave,
  onRemove,
  onRestore,
  onOpen,
  highlighted = false,
}: OpportunityCardProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (highlighted) cardRef.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  const titleId = useId();
  const whyId = useId();
  const [showWhy, setShowWhy] = useState(false);
  const { icon: Icon, tone } = typeLooks[opportunity.type];
  const saved = opportunity.status === 'saved';
  const dismissed = opportunity.status === 'dismissed';
  const where = propertyLabel(opportunity);
  const actionPath = primaryActionPath(opportunity);

  const handleWhy = () => {
    if (!showWhy) onOpen(opportunity);
    setShowWhy(!showWhy);
  };

  return (
    <Card
      ref={cardRef}
      role="article"
      aria-labelledby={titleId}
      aria-current={highlighted ? 'true' : undefined}
      data-status={opportunity.status}
      className={cn(
        'flex min-w-0 flex-col',
        saved && 'border-indigo-300 bg-indigo-50/40 ring-1 ring-indigo-200',
        dismissed && 'border-dashed bg-slate-50/60',
        highlighted && 'ring-2 ring-amber-400',
      )}
    >
      <div className="flex flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={titleId} className="font-semibold text-base text-foreground leading-6">
                {opportunity.title}
              </h3>
              {opportunity.status === 'new' ? <Badge variant="primary">New</Badge> : null}
              {saved ? <Badge variant="success">Saved</Badge> : null}
              {dismissed ? <Badge>Dismissed</Badge> : null}
            </div>
            <p className="text-muted-foreground text-xs">{aiOpportunityTypeLabels[opportunity.type]}</p>
          </div>
        </div>
        <p className="text-slate-700 text-sm">{opportunity.description}</p>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
          {where ? <Detail term="Property" value={where} /> : null}
          {opportunity.tenant ? <Detail term="Tenant" value={opportunity.tenant.name} /> : null}
          {opportunity.expirationDate ? (
            <Detail term="Expires" value={formatLongDate(opportunity.expirationDate)} />
          ) : null}
          {opportunity.potentialValue !== null ? (
            <Detail term="Potential value" value={formatMoney(opportunity.potentialValue)} />
          ) : null}
        </dl>
        <div>
          <div className="flex items-center justify-between text-sm">
            <span className="text-muted-foreground">AI Confidence</span>
            <span className="font-semibold">{opportunity.confidenceScore}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="AI Confidence"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={opportunity.confidenceScore}
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${opportunity.confidenceScore}%` }}
            />
          </div>
        </div>
        {opportunity.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {opportunity.tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <button
            type="button"
            aria-expanded={showWhy}
            aria-controls={whyId}
            onClick={handleWhy}
            className="inline-flex cursor-pointer items-center gap-1 font-medium text-primary text-sm hover:underline"
          >
            Why?
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', showWhy && 'rotate-180')}
            />
          </button>
          {showWhy ? <ConfidenceFactors id={whyId} factors={opportunity.confidenceFactors} /> : null}
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 border-border border-t px-5 py-3">
        <p className="mr-auto text-muted-foreground text-xs">
          Generated {formatMediumDate(opportunity.createdAt)}
        </p>
        {dismissed ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => onRestore(opportunity)}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Restore
          </Button>
        ) : saved ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => onRemove(opportunity)}>
            <X aria-hidden="true" className="size-4" />
            Remove
          </Button>
        ) : (
          <>
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => onRemove(opportunity)}>
              <X aria-hidden="true" className="size-4" />
              Dismiss
            </Button>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onSave(opportunity)}>
              <Bookmark aria-hidden="true" className="size-4" />
              Save
            </Button>
          </>
        )}
        {actionPath ? (
          <Button asChild size="sm">
            <Link to={actionPath} onClick={() => onOpen(opportunity)}>
              {opportunity.primaryAction.label}
            </Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="truncate font-medium text-foreground" title={value}>
        {value}
      </dd>
    </div>
  );
}
