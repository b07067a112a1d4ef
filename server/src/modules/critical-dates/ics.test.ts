import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, icsDate, icsDateTime } from './ics';

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
});
