import { criticalDateHref } from '@common/calendar-feeds';
import type { CriticalDate } from '@common/options';
import type { DatedCriticalDate } from './critical-dates.service';
import type { IcsAlarm, IcsEvent } from './ics';

export const icsProdId = '-//LeaseLens//Critical dates//EN';

/** A subscribed calendar reminds 7 days and 1 day before each date (at 9 am). */
export const feedAlarms: readonly IcsAlarm[] = [{ daysBefore: 7 }, { daysBefore: 1 }];

/** Stable per date kind and target, e.g. 'option-12-notice-start@leaselens' or 'lease-7-expiration@leaselens'. */
export function criticalDateUid(item: Pick<CriticalDate, 'kind' | 'target'>): string {
  const kind = item.kind === 'lease-expiration' ? 'expiration' : item.kind;
  return `${item.target.type}-${item.target.id}-${kind}@leaselens`;
}

/**
 * One critical date as an all-day event. LAST-MODIFIED and SEQUENCE follow the last change of its
 * rows, so a calendar that already holds the event moves it when its date moves. With `origin`
 * the event links back to its lease or option.
 */
export function criticalDateEvent(
  item: DatedCriticalDate,
  extras: { origin?: string; alarms?: readonly IcsAlarm[] } = {},
): IcsEvent {
  return {
    uid: criticalDateUid(item),
    date: item.date,
    summary: item.title,
    description: item.suite ? `${item.property.name}, Suite ${item.suite}` : item.property.name,
    lastModified: item.updatedAt,
    url: extras.origin === undefined ? undefined : `${extras.origin}${criticalDateHref(item)}`,
    alarms: extras.alarms,
  };
}
