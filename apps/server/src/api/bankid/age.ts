/** Today's date in Sweden (Europe/Stockholm), as YYYY-MM-DD. */
export function stockholmToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * Whether the holder of a 12-digit personnummer has turned 18 on `today` (YYYY-MM-DD, Swedish
 * date). A coordination number's day is the birth day plus 60. Someone born on 29 February turns
 * 18 on 1 March in a common year, as Swedish law counts it.
 */
export function isAdult(personnummer: string, today: string): boolean {
  const year = Number(personnummer.slice(0, 4));
  const month = Number(personnummer.slice(4, 6));
  const rawDay = Number(personnummer.slice(6, 8));
  const day = rawDay > 60 ? rawDay - 60 : rawDay;
  const eighteenth = new Date(Date.UTC(year + 18, month - 1, day)).toISOString().slice(0, 10);
  return today >= eighteenth;
}
