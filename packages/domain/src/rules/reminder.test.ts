import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildReminderIcs, escapeIcsText, foldIcsLine, Reminder, reminderDefaults, type ReminderIcsInput } from './reminder';

const base: ReminderIcsInput = {
  ReminderDate: '2026-03-20',
  ReminderTime: '09:30',
  IsRecurring: false,
  summary: 'Påminnelse: rapportera i Symptoms',
  description: 'Dags att rapportera, hur mår du; idag?',
  uid: '8d1d6a7e-1f0a-4a55-9d7b-3f2a1c0b9e11@symptoms',
  now: new Date('2026-03-13T08:00:00Z'),
};

function parse(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  const timezone = component.getFirstSubcomponent('vtimezone')!;
  ICAL.TimezoneService.register(new ICAL.Timezone(timezone));
  const vevent = component.getFirstSubcomponent('vevent')!;
  return { component, vevent, event: new ICAL.Event(vevent) };
}

describe('buildReminderIcs', () => {
  it('makes a valid calendar with a 5-minute event at the Stockholm time and an alarm 5 minutes before', () => {
    const ics = buildReminderIcs(base);
    const { component, vevent, event } = parse(ics);
    expect(component.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.uid).toBe(base.uid);
    expect(event.summary).toBe(base.summary);
    expect(event.description).toBe(base.description);
    expect(event.startDate.toString()).toBe('2026-03-20T09:30:00');
    expect(event.startDate.zone?.tzid).toBe('Europe/Stockholm');
    // 09:30 CET is 08:30 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-20T08:30:00.000Z');
    expect(event.duration.toSeconds()).toBe(5 * 60);
    expect(event.isRecurring()).toBe(false);
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-03-13T08:00:00Z');
    const alarm = vevent.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect((alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-5 * 60);
  });

  it('repeats weekly at the same local time across daylight saving for up to one year', () => {
    const { event } = parse(buildReminderIcs({ ...base, IsRecurring: true }));
    expect(event.isRecurring()).toBe(true);
    const iterator = event.iterator();
    const occurrences: ICAL.Time[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) occurrences.push(next);
    expect(occurrences).toHaveLength(53); // the first and 52 weekly repeats
    expect(occurrences.at(-1)!.toString()).toBe('2027-03-19T09:30:00');
    // 2026-03-27 is CET (08:30Z), 2026-04-03 is CEST (07:30Z): the local time stays 09:30.
    expect(occurrences[1]!.toJSDate().toISOString()).toBe('2026-03-27T08:30:00.000Z');
    expect(occurrences[2]!.toJSDate().toISOString()).toBe('2026-04-03T07:30:00.000Z');
    const lastStart = occurrences.at(-1)!.toJSDate().getTime();
    expect(lastStart - new Date('2026-03-20T08:30:00Z').getTime()).toBeLessThanOrEqual(366 * 24 * 3600_000);
  });

  it('ends an event that starts just before midnight on the next day', () => {
    const { event } = parse(buildReminderIcs({ ...base, ReminderTime: '23:58' }));
    expect(event.endDate.toString()).toBe('2026-03-21T00:03:00');
  });

  it('uses CRLF line endings, folds at 75 octets without splitting characters, and escapes text', () => {
    const long = 'Åäö, ' + 'ärende; '.repeat(40) + '\nny rad \\ slut';
    const ics = buildReminderIcs({ ...base, description: long });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const { event } = parse(ics);
    expect(event.description).toBe(long);
  });

  it('rejects a missing date or an invalid time', () => {
    expect(() => buildReminderIcs({ ...base, ReminderDate: '' })).toThrow();
    expect(() => buildReminderIcs({ ...base, ReminderTime: '24:00' })).toThrow();
  });
});

describe('ics helpers', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
  it('leaves short lines alone and folds long ones with a leading space', () => {
    expect(foldIcsLine('SUMMARY:kort')).toBe('SUMMARY:kort');
    const folded = foldIcsLine('X:' + 'ö'.repeat(60));
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(2);
    expect(lines[1]!.startsWith(' ')).toBe(true);
    expect(lines.map((l) => new TextEncoder().encode(l).length).every((n) => n <= 75)).toBe(true);
    expect(lines[0]! + lines[1]!.slice(1)).toBe('X:' + 'ö'.repeat(60));
  });
});

describe('reminderDefaults', () => {
  it('is 7 days ahead at the current Stockholm time, not recurring', () => {
    const now = new Date('2026-12-28T13:05:00Z'); // 14:05 in Stockholm
    expect(reminderDefaults(now)).toEqual({ ReminderDate: '2027-01-04', ReminderTime: '14:05', IsRecurring: false });
    expect(Reminder.safeParse(reminderDefaults(now)).success).toBe(true);
  });
  it("takes Stockholm's day, not the browser's: 00:30 in Stockholm is still the evening before in UTC", () => {
    expect(reminderDefaults(new Date('2026-11-25T23:30:00Z'))).toEqual({
      ReminderDate: '2026-12-03',
      ReminderTime: '00:30',
      IsRecurring: false,
    });
  });
});
