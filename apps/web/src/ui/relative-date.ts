import { differenceInCalendarDays } from 'date-fns';
import { tz } from '@date-fns/tz';
import type { LanguageId } from '@symptoms/domain';

const ZONE = 'Europe/Stockholm';
const inZone = tz(ZONE);

const WORDS: Record<LanguageId, { today: string; yesterday: string; tomorrow: string }> = {
  sv: { today: 'Idag', yesterday: 'Igår', tomorrow: 'Imorgon' },
  en: { today: 'Today', yesterday: 'Yesterday', tomorrow: 'Tomorrow' },
};

const LOCALES: Record<LanguageId, string> = { sv: 'sv-SE', en: 'en-GB' };

/** How far a weekday name is used: within this many days before or after today. */
const WEEKDAY_SPAN_DAYS = 6;

/** YYYY-MM-DD in Stockholm time. */
export function isoDay(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** HH:mm in Stockholm time. */
export function clockTime(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/** Date-time as YYYY-MM-DD HH:mm (spec 1 §9). */
export function dateTime(date: Date | string): string {
  const d = new Date(date);
  return `${isoDay(d)} ${clockTime(d)}`;
}

/**
 * History dates (spec 1 §9): yesterday, today, tomorrow, a weekday name within the week around
 * today, otherwise year-month-day. Calendar days are counted in Stockholm time.
 */
export function relativeDay(date: Date | string, language: LanguageId, now: Date = new Date()): string {
  const d = new Date(date);
  const days = differenceInCalendarDays(d, now, { in: inZone });
  if (days === 0) return WORDS[language].today;
  if (days === -1) return WORDS[language].yesterday;
  if (days === 1) return WORDS[language].tomorrow;
  if (Math.abs(days) <= WEEKDAY_SPAN_DAYS) {
    const name = new Intl.DateTimeFormat(LOCALES[language], { timeZone: ZONE, weekday: 'long' }).format(d);
    return name.charAt(0).toLocaleUpperCase(LOCALES[language]) + name.slice(1);
  }
  return isoDay(d);
}

/** A moment as a person writes it in a sentence, in Stockholm time: "26 november 2026 kl. 05:15", "26 November 2026, 05:15". */
export function writtenDateTime(date: Date | string, language: LanguageId): string {
  const d = new Date(date);
  const day = new Intl.DateTimeFormat(LOCALES[language], { timeZone: ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(d);
  return language === 'sv' ? `${day} kl. ${clockTime(d)}` : `${day}, ${clockTime(d)}`;
}
