import type { Session } from '@symptoms/domain';

/** The logins of one device: the same browser (user agent) from the same rough place, newest first. */
export interface SessionDevice {
  key: string;
  latest: Session;
  /** Every login of the device, newest first (`latest` is the first). */
  sessions: Session[];
  hasCurrent: boolean;
}

const deviceKey = (s: Session) => [s.UserAgent ?? [s.Device, s.OperatingSystem].join('/'), s.City ?? '', s.Country ?? ''].join('\u0000');

const newestFirst = (a: Session, b: Session) => Date.parse(b.LatestLogin) - Date.parse(a.LatestLogin);

/**
 * Each login is a session of its own, so a day of logins on one phone is a list of identical rows: one
 * device each instead, the one in use first, then by its latest login.
 */
export function sessionDevices(sessions: readonly Session[], currentId: string | undefined): SessionDevice[] {
  const byKey = new Map<string, Session[]>();
  for (const s of [...sessions].sort(newestFirst)) {
    const key = deviceKey(s);
    byKey.set(key, [...(byKey.get(key) ?? []), s]);
  }
  return [...byKey.entries()]
    .map(([key, list]) => ({ key, latest: list[0]!, sessions: list, hasCurrent: list.some((s) => s.Id === currentId) }))
    .sort((a, b) => Number(b.hasCurrent) - Number(a.hasCurrent) || newestFirst(a.latest, b.latest));
}
