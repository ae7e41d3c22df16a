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

/** HH:mm in Stockholm time. */
export function clockTime(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/** A day as people write it, in Stockholm time: "26 november 2026", "26 November 2026". */
export function writtenDay(date: Date | string, language: LanguageId): string {
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone: ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(date),
  );
}

/**
 * A moment as people write it in a sentence, in Stockholm time: "idag 05:15", "igår 21:40",
 * "måndag 10:00", "26 november 2026 10:00" (never ISO). `start` capitalises it for the start of a line.
 */
export function dateTime(date: Date | string, language: LanguageId, now: Date = new Date(), start = false): string {
  const d = new Date(date);
  const day = relativeDay(d, language, now);
  const words = start ? day : day.charAt(0).toLocaleLowerCase(LOCALES[language]) + day.slice(1);
  // Month names are lower case in Swedish and capitalised in English; only relative words change.
  const text = /^\d/.test(day) ? day : words;
  return `${text} ${clockTime(d)}`;
}

/**
 * History dates (spec 1 §9): yesterday, today, tomorrow, a weekday name within the week around
 * today, otherwise the day as people write it ("4 mars 2026"). Calendar days are counted in Stockholm time.
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
  return writtenDay(d, language);
}

/** A moment as a person writes it in a sentence, in Stockholm time: "26 november 2026 kl. 05:15", "26 November 2026, 05:15". */
export function writtenDateTime(date: Date | string, language: LanguageId): string {
  const d = new Date(date);
  const day = new Intl.DateTimeFormat(LOCALES[language], { timeZone: ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(d);
  return language === 'sv' ? `${day} kl. ${clockTime(d)}` : `${day}, ${clockTime(d)}`;
}
