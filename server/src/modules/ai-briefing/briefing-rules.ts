import {
  type BriefingItem,
  briefingActionLabels,
  briefingItemKeys,
  briefingRules,
  matchActionPath,
} from '@common/ai-briefing';
import { daysBetween } from '@common/calendar-days';
import { dealsPathForStages } from '@common/deal-stage-filter';
import type { DealStage } from '@common/deal-stages';
import { formatCount, formatMediumDay, plural, pluralWord } from '@common/words';

/*
 * The daily briefing's rules, pure: from what the database counted to ranked, worded items and the
 * rule-based summary paragraph. Dates are 'yyyy-MM-dd'.
 */

export type MatchFact = {
  id: number;
  type: 'tenant-match' | 'expansion';
  title: string;
  confidence: number;
  tenantName: string | null;
  propertyName: string | null;
  suite: string | null;
};

export type BriefingFacts = {
  today: string;
  /** Active leases ending within 30 days (or already past their end). */
  leasesExpiring: { count: number; pastDue: number; soonestEnd: string | null };
  /** Deals in negotiation (legal, lease_execution) without activity in the last 7 days. */
  stalledNegotiations: { legal: number; leaseExecution: number };
  /** Options whose notice window is open and closes within 30 days. */
  optionNoticesDue: { count: number; soonestNoticeEnd: string | null };
  /** High-confidence expansion / tenant-match opportunities, any order. */
  matches: MatchFact[];
};

type Unranked = Omit<BriefingItem, 'rank'> & { urgencyDays: number };

function leaseItem(facts: BriefingFacts): Unranked | null {
  const { count, pastDue, soonestEnd } = facts.leasesExpiring;
  if (count === 0 || !soonestEnd) return null;
  const upcoming = count - pastDue;
  const parts: string[] = [];
  if (pastDue === 0) parts.push(`The first ends on ${formatMediumDay(soonestEnd)}.`);
  else {
    const late = `${formatCount(pastDue)} ${pluralWord(pastDue, 'is', 'are')} past ${pluralWord(pastDue, 'its', 'their')} end date and still active`;
    parts.push(
      upcoming > 0
        ? `${late}; ${formatCount(upcoming)} more ${pluralWord(upcoming, 'ends', 'end')} soon.`
        : `${late}.`,
    );
  }
  parts.push('Start renewal conversations before the tenants decide elsewhere.');
  return {
    key: briefingItemKeys.leasesExpiring,
    section: 'priority',
    title: `${plural(count, 'lease')} ${pluralWord(count, 'expires', 'expire')} within ${briefingRules.leaseExpiryDays} days`,
    description: parts.join(' '),
    count,
    confidence: null,
    actionLabel: briefingActionLabels.leasesExpiring,
    actionPath: '/leases?expiring=30',
    urgencyDays: daysBetween(facts.today, soonestEnd),
  };
}

/** The negotiation stages holding stalled deals: the stages the item's text counts, and so its link's. */
function stalledStages({ legal, leaseExecution }: BriefingFacts['stalledNegotiations']): DealStage[] {
  const stages: DealStage[] = [];
  if (legal > 0) stages.push('legal');
  if (leaseExecution > 0) stages.push('lease_execution');
  return stages;
}

function stalledItem(facts: BriefingFacts): Unranked | null {
  const { legal, leaseExecution } = facts.stalledNegotiations;
  const count = legal + leaseExecution;
  if (count === 0) return null;
  const where =
    legal > 0 && leaseExecution > 0
      ? `${formatCount(legal)} in Legal and ${formatCount(leaseExecution)} in Lease Execution`
      : legal > 0
        ? 'in Legal'
        : 'in Lease Execution';
  return {
    key: briefingItemKeys.stalledNegotiations,
    section: 'priority',
    title: `${plural(count, 'deal')} in negotiation ${pluralWord(count, 'needs', 'need')} follow-up this week`,
    description: `No activity in the last ${briefingRules.staleActivityDays} days (${where}). A call or an update keeps ${pluralWord(count, 'it', 'them')} moving.`,
    count,
    confidence: null,
    actionLabel: briefingActionLabels.stalledNegotiations,
    actionPath: dealsPathForStages(stalledStages(facts.stalledNegotiations)),
    urgencyDays: briefingRules.staleActivityDays,
  };
}

function optionItem(facts: BriefingFacts): Unranked | null {
  const { count, soonestNoticeEnd } = facts.optionNoticesDue;
  if (count === 0 || !soonestNoticeEnd) return null;
  return {
    key: briefingItemKeys.optionNoticesDue,
    section: 'priority',
    title: `${plural(count, 'option notice window')} ${pluralWord(count, 'closes', 'close')} within ${briefingRules.optionNoticeDays} days`,
    description: `The first closes on ${formatMediumDay(soonestNoticeEnd)}. Decide whether to exercise or respond before the deadline.`,
    count,
    confidence: null,
    actionLabel: briefingActionLabels.optionNoticesDue,
    actionPath: '/options?status=active',
    urgencyDays: daysBetween(facts.today, soonestNoticeEnd),
  };
}

function matchItem(match: MatchFact): Omit<BriefingItem, 'rank'> {
  const where = [match.suite ? `Suite ${match.suite}` : null, match.propertyName].filter(Boolean).join(', ');
  const who = match.tenantName ?? 'A tenant';
  const what =
    match.type === 'expansion'
      ? `${who} is likely to need more space${where ? `; ${where} is vacant and fits` : ''}.`
      : `${who} fits ${where || 'a vacant space'}.`;
  return {
    key: briefingItemKeys.match(match.id),
    section: 'engagement',
    title: match.title,
    description: `${what} AI confidence ${match.confidence}%.`,
    count: null,
    confidence: match.confidence,
    actionLabel: briefingActionLabels.match,
    actionPath: matchActionPath(match.type, match.id),
  };
}

/**
 * Ranked items: priority actions first, the most urgent deadline first (a negotiation that stalled is
 * due "this week", 7 days; ties: more records first); then engagement signals, highest confidence
 * first (ties: lowest id), at most 3, only above 85 %.
 */
export function rankBriefingItems(facts: BriefingFacts): BriefingItem[] {
  const priority = [leaseItem(facts), stalledItem(facts), optionItem(facts)]
    .filter((item): item is Unranked => item !== null)
    .sort((a, b) => a.urgencyDays - b.urgencyDays || (b.count ?? 0) - (a.count ?? 0))
    .map(({ urgencyDays: _, ...item }) => item);
  const engagement = facts.matches
    .filter((match) => match.confidence > briefingRules.matchConfidenceAbove)
    .sort((a, b) => b.confidence - a.confidence || a.id - b.id)
    .slice(0, briefingRules.maxMatches)
    .map(matchItem);
  return [...priority, ...engagement].map((item, index) => ({ ...item, rank: index + 1 }));
}

/** The rule-based paragraph over the ranked items (also the fallback when the LLM cannot answer). */
export function ruleSummary(items: readonly BriefingItem[]): string {
  if (items.length === 0) {
    return 'Nothing needs your attention today: no leases expire within 30 days, no negotiations have stalled, no option notices are due and no high-confidence matches are waiting.';
  }
  const priority = items.filter((item) => item.section === 'priority');
  const engagement = items.filter((item) => item.section === 'engagement');
  const sentences: string[] = [];
  if (priority.length > 0) {
    const titles = priority.map((item, index) => (index === 0 ? item.title : lowerFirst(item.title)));
    sentences.push(`Priority today: ${joinList(titles)}.`);
  } else {
    sentences.push('No urgent lease, deal or option deadlines today.');
  }
  if (engagement.length > 0) {
    const best = engagement[0] as BriefingItem;
    sentences.push(
      engagement.length === 1
        ? `One engagement signal: ${best.title} (${best.confidence}% confidence).`
        : `${plural(engagement.length, 'engagement signal')}, led by ${best.title} (${best.confidence}% confidence).`,
    );
  }
  return sentences.join(' ');
}

const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text;

function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join('; ')} and ${parts.at(-1)}`;
}
