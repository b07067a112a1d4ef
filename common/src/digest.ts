import { z } from 'zod';
import { dealPath } from './deal-paths';
import type { CriticalDate } from './options';

/*
 * The daily digest: one email a day, at the hour a user chose (in the organisation's time zone), with
 * the critical dates of today and the next 30 days, the user's overdue tasks and the AI opportunities
 * found since yesterday. A day with nothing to report sends nothing.
 */

export const dailyDigestSchema = z
  .object({
    enabled: z.boolean(),
    /** The hour of the day (0–23, organisation time zone) the digest is sent. */
    hour: z.number().int().min(0).max(23),
  })
  .strict();
export type DailyDigestPreference = z.infer<typeof dailyDigestSchema>;

export const defaultDailyDigest: DailyDigestPreference = { enabled: false, hour: 7 };

/** Days after today whose critical dates the digest lists. */
export const digestHorizonDays = 30;

/** At most this many lines per list; the rest are counted and linked. */
export const digestListLimit = 25;

export type DigestCriticalDate = Pick<CriticalDate, 'date' | 'kind' | 'title' | 'target'> & {
  property: { name: string };
};
export type DigestTask = {
  id: number;
  title: string;
  dueDate: string;
  opportunityId: number;
  dealName: string;
};
export type DigestOpportunity = { id: number; title: string; propertyName: string | null };

export type DigestInput = {
  appUrl: string;
  /** The organisation's today, 'yyyy-mm-dd'. */
  today: string;
  recipientName: string;
  criticalDates: readonly DigestCriticalDate[];
  overdueTasks: readonly DigestTask[];
  newOpportunities: readonly DigestOpportunity[];
};

export type DigestMail = { subject: string; text: string; html: string };

/** Whether the digest has nothing to report. */
export function isEmptyDigest(
  input: Pick<DigestInput, 'criticalDates' | 'overdueTasks' | 'newOpportunities'>,
) {
  return input.criticalDates.length + input.overdueTasks.length + input.newOpportunities.length === 0;
}

/** 'Nov 25, 2026' for '2026-11-25'. */
export function formatDigestDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The app's base URL without a trailing slash, joined with an in-app path. */
export function appLink(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path}`;
}

/** Where a critical date is worked on: options on /options, lease expirations on /critical-dates. */
export function criticalDatePath(item: Pick<DigestCriticalDate, 'kind' | 'date'>): string {
  return item.kind === 'lease-expiration' ? `/critical-dates?month=${item.date.slice(0, 7)}` : '/options';
}

export const taskPath = (task: Pick<DigestTask, 'opportunityId'>) => dealPath(task.opportunityId, 'tasks');

type Line = { text: string; href: string };
type Section = {
  title: string;
  lines: Line[];
  more: number;
  moreHref: string;
  moreLabel: string;
  empty: string;
};

function capped<T>(items: readonly T[], toLine: (item: T) => Line) {
  return {
    lines: items.slice(0, digestListLimit).map(toLine),
    more: Math.max(0, items.length - digestListLimit),
  };
}

function sectionsOf(input: DigestInput): Section[] {
  const link = (path: string) => appLink(input.appUrl, path);
  return [
    {
      title: `Critical dates: today and the next ${digestHorizonDays} days`,
      ...capped(input.criticalDates, (item) => ({
        text: `${formatDigestDay(item.date)}${item.date === input.today ? ' (today)' : ''}: ${item.title} — ${item.property.name}`,
        href: link(criticalDatePath(item)),
      })),
      moreHref: link('/critical-dates'),
      moreLabel: 'critical dates',
      empty: `No critical dates in the next ${digestHorizonDays} days.`,
    },
    {
      title: 'Your overdue tasks',
      ...capped(input.overdueTasks, (task) => ({
        text: `${task.title} — ${task.dealName} (due ${formatDigestDay(task.dueDate)})`,
        href: link(taskPath(task)),
      })),
      moreHref: link('/deals'),
      moreLabel: 'overdue tasks',
      empty: 'No overdue tasks.',
    },
    {
      title: 'New AI opportunities since yesterday',
      ...capped(input.newOpportunities, (opportunity) => ({
        text: opportunity.propertyName
          ? `${opportunity.title} — ${opportunity.propertyName}`
          : opportunity.title,
        href: link('/opportunities'),
      })),
      moreHref: link('/opportunities'),
      moreLabel: 'new AI opportunities',
      empty: 'No new AI opportunities.',
    },
  ];
}

/** 'LeaseLens daily digest — Nov 25, 2026: 3 critical dates, 2 overdue tasks, 1 new AI opportunity'. */
export function digestSubject(input: Omit<DigestInput, 'appUrl' | 'recipientName'>): string {
  const counts = [
    input.criticalDates.length > 0 ? plural(input.criticalDates.length, 'critical date') : null,
    input.overdueTasks.length > 0 ? plural(input.overdueTasks.length, 'overdue task') : null,
    input.newOpportunities.length > 0
      ? plural(input.newOpportunities.length, 'new AI opportunity', 'new AI opportunities')
      : null,
  ].filter((count) => count !== null);
  return `LeaseLens daily digest — ${formatDigestDay(input.today)}: ${counts.length > 0 ? counts.join(', ') : 'nothing due'}`;
}

const preferencesNote = 'You receive this digest because you turned it on in LeaseLens Settings.';

function textOf(input: DigestInput, sections: Section[]): string {
  const lines = [
    `Hello ${input.recipientName},`,
    '',
    `Your LeaseLens digest for ${formatDigestDay(input.today)}.`,
  ];
  if (isEmptyDigest(input))
    lines.push(
      '',
      'Nothing due: no critical dates in the next 30 days, no overdue tasks and no new AI opportunities.',
    );
  else {
    for (const section of sections) {
      lines.push('', section.title.toUpperCase());
      if (section.lines.length === 0) lines.push(section.empty);
      for (const line of section.lines) lines.push(`- ${line.text}`, `  ${line.href}`);
      if (section.more > 0) lines.push(`…and ${section.more} more ${section.moreLabel}: ${section.moreHref}`);
    }
  }
  lines.push(
    '',
    `Open LeaseLens: ${appLink(input.appUrl, '/')}`,
    `${preferencesNote} Change it: ${appLink(input.appUrl, '/settings')}`,
  );
  return `${lines.join('\n')}\n`;
}

const styles = {
  body: 'font-family:Arial,Helvetica,sans-serif;color:#1f2937;font-size:14px;line-height:1.5;margin:0;padding:16px;',
  h1: 'font-size:18px;margin:0 0 8px;',
  h2: 'font-size:15px;margin:20px 0 6px;',
  list: 'margin:0;padding-left:20px;',
  link: 'color:#1d4ed8;',
  muted: 'color:#6b7280;font-size:12px;margin-top:24px;',
};

function htmlOf(input: DigestInput, sections: Section[]): string {
  const anchor = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}" style="${styles.link}">${escapeHtml(text)}</a>`;
  const parts = [
    `<h1 style="${styles.h1}">LeaseLens daily digest — ${escapeHtml(formatDigestDay(input.today))}</h1>`,
    `<p>Hello ${escapeHtml(input.recipientName)},</p>`,
  ];
  if (isEmptyDigest(input))
    parts.push(
      '<p>Nothing due: no critical dates in the next 30 days, no overdue tasks and no new AI opportunities.</p>',
    );
  else {
    for (const section of sections) {
      parts.push(`<h2 style="${styles.h2}">${escapeHtml(section.title)}</h2>`);
      if (section.lines.length === 0) parts.push(`<p>${escapeHtml(section.empty)}</p>`);
      else
        parts.push(
          `<ul style="${styles.list}">${section.lines.map((line) => `<li>${anchor(line.href, line.text)}</li>`).join('')}</ul>`,
        );
      if (section.more > 0)
        parts.push(`<p>${anchor(section.moreHref, `…and ${section.more} more ${section.moreLabel}`)}</p>`);
    }
  }
  parts.push(
    `<p>${anchor(appLink(input.appUrl, '/'), 'Open LeaseLens')}</p>`,
    `<p style="${styles.muted}">${escapeHtml(preferencesNote)} ${anchor(appLink(input.appUrl, '/settings'), 'Change it in Settings')}.</p>`,
  );
  return `<!doctype html><html><body style="${styles.body}">${parts.join('\n')}</body></html>`;
}

/** The digest's subject, plain-text part and HTML part (inline styles, every text escaped). */
export function buildDigest(input: DigestInput): DigestMail {
  const sections = sectionsOf(input);
  return { subject: digestSubject(input), text: textOf(input, sections), html: htmlOf(input, sections) };
}
