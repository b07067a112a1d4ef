import { describe, expect, it } from 'vitest';
import { alarmTrigger, buildCalendar, escapeText, foldLine, icsDate, icsDateTime, sequenceOf } from './ics';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks as RFC 5545 asks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves plain text and colons alone', () => {
    expect(escapeText('Acme Dental — Suite 300: lease expires')).toBe(
      'Acme Dental — Suite 300: lease expires',
    );
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets as it is', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets with CRLF and one space', () => {
    const line = `SUMMARY:${'a'.repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    expect(parts[0]).toHaveLength(75);
    expect(parts.slice(1).every((part) => part.startsWith(' ') && octets(part) <= 75)).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é€—'.repeat(40)}`;
    const parts = foldLine(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('buildCalendar', () => {
  const stamp = new Date('2026-03-04T05:06:07.890Z');

  it('writes a VCALENDAR with one all-day VEVENT per date, CRLF line ends throughout', () => {
    const text = buildCalendar({
      prodId: '-//LeaseLens//Critical dates//EN',
      name: 'Downtown Tower, critical dates',
      stamp,
      events: [
        { uid: 'option-12-notice-start@leaselens', date: '2026-12-31', summary: 'Acme, Inc; Renewal' },
        { uid: 'lease-3-expiration@leaselens', date: '2027-02-28', summary: `Long ${'b'.repeat(100)}` },
      ],
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.slice(0, 4)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//LeaseLens//Critical dates//EN',
      'CALSCALE:GREGORIAN',
    ]);
    expect(lines).toContain('X-WR-CALNAME:Downtown Tower\\, critical dates');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:option-12-notice-start@leaselens');
    expect(lines).toContain('DTSTAMP:20260304T050607Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('DTEND;VALUE=DATE:20270301');
    expect(lines).toContain('SUMMARY:Acme\\, Inc\\; Renewal');
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('writes an empty calendar when there are no dates', () => {
    const text = buildCalendar({ prodId: '-//x//y//EN', stamp, events: [] });
    expect(text).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n',
    );
  });

  it('formats DATE and UTC DATE-TIME values', () => {
    expect(icsDate('2026-01-09')).toBe('20260109');
    expect(icsDateTime(new Date('2026-11-23T16:35:00Z'))).toBe('20261123T163500Z');
  });

  it('writes LAST-MODIFIED, SEQUENCE, URL and one VALARM per alarm inside its VEVENT when given', () => {
    const lastModified = new Date('2026-05-06T07:08:09.500Z');
    const text = buildCalendar({
      prodId: '-//x//y//EN',
      stamp,
      refreshMinutes: 60,
      events: [
        {
          uid: 'option-1-notice-end@leaselens',
          date: '2026-06-30',
          summary: 'Acme — Renewal notice window closes',
          url: 'http://localhost:3000/options?status=all&option=1',
          lastModified,
          alarms: [{ daysBefore: 7 }, { daysBefore: 1 }],
        },
      ],
    });
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M');
    expect(lines).toContain('X-PUBLISHED-TTL:PT60M');
    const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
    expect(event).toContain('LAST-MODIFIED:20260506T070809Z');
    expect(event).toContain(`SEQUENCE:${sequenceOf(lastModified)}`);
    expect(event).toContain('URL:http://localhost:3000/options?status=all&option=1');
    expect(event.filter((line) => line === 'BEGIN:VALARM')).toHaveLength(2);
    expect(event.filter((line) => line === 'END:VALARM')).toHaveLength(2);
    expect(event.filter((line) => line === 'ACTION:DISPLAY')).toHaveLength(2);
    expect(event.filter((line) => line.startsWith('TRIGGER:'))).toEqual([
      'TRIGGER:-P6DT15H',
      'TRIGGER:-PT15H',
    ]);
    expect(event.filter((line) => line.startsWith('DESCRIPTION:'))).toEqual([
      'DESCRIPTION:Acme — Renewal notice window closes',
      'DESCRIPTION:Acme — Renewal notice window closes',
    ]);
  });

  it('leaves the change and alarm lines out when not given (the one-off export)', () => {
    const text = buildCalendar({
      prodId: '-//x//y//EN',
      stamp,
      events: [{ uid: 'a@b', date: '2026-01-01', summary: 'x' }],
    });
    expect(text).not.toMatch(/LAST-MODIFIED|SEQUENCE|VALARM|URL:|REFRESH-INTERVAL/);
  });
});

describe('sequenceOf', () => {
  it('counts whole seconds since 2020, so a later change always has a larger SEQUENCE', () => {
    expect(sequenceOf(new Date('2020-01-01T00:00:00Z'))).toBe(0);
    expect(sequenceOf(new Date('2020-01-01T00:01:01.999Z'))).toBe(61);
    expect(sequenceOf(new Date('2019-12-31T00:00:00Z'))).toBe(0);
    const earlier = new Date('2026-11-25T10:00:00Z');
    expect(sequenceOf(new Date(earlier.getTime() + 1000))).toBeGreaterThan(sequenceOf(earlier));
  });
});

describe('alarmTrigger', () => {
  it('fires at 9 am the given number of days before an all-day event', () => {
    expect(alarmTrigger(1)).toBe('-PT15H');
    expect(alarmTrigger(7)).toBe('-P6DT15H');
    expect(alarmTrigger(30)).toBe('-P29DT15H');
  });

  it('refuses zero, negative and fractional days', () => {
    for (const days of [0, -1, 1.5]) expect(() => alarmTrigger(days)).toThrow();
  });
});
