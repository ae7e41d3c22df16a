const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_';

/** A client-side report id: 21 characters and no dash, so it never passes for a server id (spec 1 §4). */
export function newLocalReportId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(21));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Server ids are UUIDs and contain dashes; local ids never do. */
export function isRemoteReportId(id: string | undefined): id is string {
  return id !== undefined && id.includes('-');
}
