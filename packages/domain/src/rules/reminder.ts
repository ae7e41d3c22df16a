import { stockholmWallMs } from '../stockholm-time';
import { z } from '../zod';
import { REMINDER } from '../constants';

/** The reminder form (spec 1 §3): date and time are required. */
export const Reminder = z.object({
  ReminderDate: z.iso.date(),
  ReminderTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  IsRecurring: z.boolean(),
});
export type Reminder = z.infer<typeof Reminder>;

const REMINDER_TIME_ZONE = 'Europe/Stockholm';

export interface ReminderIcsInput extends Reminder {
  /** Title of the event in the user's language. */
  summary: string;
  /** Longer text of the event and of its alarm. */
  description: string;
  /** A unique id, e.g. crypto.randomUUID(). */
  uid: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Date and time fields of a date as if it were UTC: YYYYMMDDTHHMMSS. */
function stamp(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

/** Escapes TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line into lines of at most 75 octets, never splitting a UTF-8 character (RFC 5545 §3.1). */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // continuation lines start with one space
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Europe/Stockholm: CET in winter, CEST from the last Sunday of March to the last Sunday of October. */
const STOCKHOLM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${REMINDER_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * The reminder as an iCalendar file (RFC 5545): a 5-minute event at the chosen Stockholm time, an
 * alarm 5 minutes before, and when recurring the same time every week for up to one year. Times
 * carry TZID=Europe/Stockholm (with its VTIMEZONE) so a weekly reminder stays at the same local
 * time across daylight-saving changes. Pure: the caller supplies the clock and the id.
 */
export function buildReminderIcs(input: ReminderIcsInput): string {
  const reminder = Reminder.parse(input);
  const [year, month, day] = reminder.ReminderDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = reminder.ReminderTime.split(':').map(Number) as [number, number];
  // Local wall-clock arithmetic, done on a Date read as UTC fields.
  const start = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const end = new Date(start.getTime() + REMINDER.durationMinutes * 60_000);
  const tz = `;TZID=${REMINDER_TIME_ZONE}`;

  const event = [
    'BEGIN:VEVENT',
    `UID:${input.uid}`,
    `DTSTAMP:${stamp(input.now)}Z`,
    `DTSTART${tz}:${stamp(start)}`,
    `DTEND${tz}:${stamp(end)}`,
    `SUMMARY:${escapeIcsText(input.summary)}`,
    `DESCRIPTION:${escapeIcsText(input.description)}`,
  ];
  if (reminder.IsRecurring) {
    // UNTIL is UTC when DTSTART has a TZID (RFC 5545 §3.3.10). The end of the day of the last weekly
    // occurrence, in UTC, includes that occurrence and no later one (they are 7 days apart).
    const last = new Date(Date.UTC(year, month - 1, day + REMINDER.recurrenceWeeks * 7, 23, 59, 59));
    event.push(`RRULE:FREQ=WEEKLY;UNTIL=${stamp(last)}Z`);
  }
  event.push(
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(input.summary)}`,
    `TRIGGER:-PT${REMINDER.alarmMinutesBefore}M`,
    'END:VALARM',
    'END:VEVENT',
  );

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Symptoms//Reminder//SV',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...STOCKHOLM_VTIMEZONE,
    ...event,
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** The form's defaults: 7 days ahead at the current local time. */
export function reminderDefaults(now: Date): Reminder {
  // Stockholm's day and clock, whatever the zone of the browser.
  const wall = new Date(stockholmWallMs(now.getTime()));
  const date = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + REMINDER.defaultDaysAhead));
  return {
    ReminderDate: `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`,
    ReminderTime: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
    IsRecurring: false,
  };
}
