/*
 * A small iCalendar (RFC 5545) writer for all-day events: enough for the critical-dates export,
 * no package needed. Pure functions, so the escaping, folding and line ends are unit-tested.
 */

export type IcsEvent = {
  /** Globally unique and stable across exports, so calendars update an event instead of duplicating it. */
  uid: string;
  /** 'yyyy-MM-dd'; the event lasts that whole day. */
  date: string;
  summary: string;
  description?: string | undefined;
};

export type IcsCalendar = {
  prodId: string;
  /** Shown as the calendar's name by clients that read X-WR-CALNAME. */
  name?: string | undefined;
  /** When the file was produced (DTSTAMP of every event). */
  stamp: Date;
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

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
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
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
      `DTEND;VALUE=DATE:${icsDate(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map((line) => `${foldLine(line)}${crlf}`).join('');
}
