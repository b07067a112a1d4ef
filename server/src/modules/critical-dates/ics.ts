import { addDays } from '@common/calendar-days';

/*
 * A small iCalendar (RFC 5545) writer for all-day events: enough for the critical-dates export and
 * the calendar subscription feeds, no package needed. Pure functions, so the escaping, folding and
 * line ends are unit-tested.
 */

/** A reminder the calendar app shows at 9 am, `daysBefore` (1 or more) days before the event's day. */
export type IcsAlarm = { daysBefore: number };

export type IcsEvent = {
  /** Globally unique and stable across exports, so calendars update an event instead of duplicating it. */
  uid: string;
  /** 'yyyy-MM-dd'; the event lasts that whole day. */
  date: string;
  summary: string;
  description?: string | undefined;
  /** Where the event leads in the app (an absolute URL). */
  url?: string | undefined;
  /**
   * When the event's source row last changed: written as LAST-MODIFIED, and as SEQUENCE (seconds
   * since 2020), so a subscribed calendar replaces an event whose date moved.
   */
  lastModified?: Date | undefined;
  alarms?: readonly IcsAlarm[] | undefined;
};

export type IcsCalendar = {
  prodId: string;
  /** Shown as the calendar's name by clients that read X-WR-CALNAME. */
  name?: string | undefined;
  /** When the file was produced (DTSTAMP of every event). */
  stamp: Date;
  /** How often a subscribed calendar should fetch again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
  refreshMinutes?: number | undefined;
  events: readonly IcsEvent[];
};

const crlf = '\r\n';
const maxOctets = 75;

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): each continuation line starts with one space.
 * Splits only between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines carry the leading space, so they hold one octet less.
    const limit = parts.length === 0 ? maxOctets : maxOctets - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${crlf} `);
}

/** 'yyyy-MM-dd' → 'yyyyMMdd' (DATE value). */
export function icsDate(date: string): string {
  return date.replaceAll('-', '');
}

/** A UTC DATE-TIME: 'yyyyMMddTHHmmssZ'. */
export function icsDateTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** The SEQUENCE of an event whose source row last changed at `lastModified`: seconds since 2020, never negative. */
export function sequenceOf(lastModified: Date): number {
  return Math.max(0, Math.floor((lastModified.getTime() - sequenceEpoch) / 1000));
}

const sequenceEpoch = Date.UTC(2020, 0, 1);

/**
 * A VALARM trigger at 9 am `daysBefore` days before an all-day event (relative to its start, the
 * day's midnight): 7 → '-P6DT15H', 1 → '-PT15H'.
 */
export function alarmTrigger(daysBefore: number): string {
  if (!Number.isInteger(daysBefore) || daysBefore < 1)
    throw new Error(`Not a whole number of days ≥ 1: ${daysBefore}`);
  const hours = daysBefore * 24 - 9;
  const days = Math.floor(hours / 24);
  return `-P${days > 0 ? `${days}D` : ''}T${hours % 24}H`;
}

/** The whole VCALENDAR: CRLF line ends (including the last line), every line folded. */
export function buildCalendar(calendar: IcsCalendar): string {
  const stamp = icsDateTime(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    ...(calendar.refreshMinutes
      ? [
          `REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`,
          `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`,
        ]
      : []),
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      ...(event.lastModified
        ? [`LAST-MODIFIED:${icsDateTime(event.lastModified)}`, `SEQUENCE:${sequenceOf(event.lastModified)}`]
        : []),
      `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
      `DTEND;VALUE=DATE:${icsDate(addDays(event.date, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      'TRANSP:TRANSPARENT',
    );
    for (const alarm of event.alarms ?? []) {
      lines.push(
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${escapeText(event.summary)}`,
        `TRIGGER:${alarmTrigger(alarm.daysBefore)}`,
        'END:VALARM',
      );
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map((line) => `${foldLine(line)}${crlf}`).join('');
}
