import { ACCESS_TOKEN_REFRESH_MARGIN_MS, LoginTokenResponse, type LanguageId } from '@symptoms/domain';

/** The login answer as the app keeps it, plus when it arrived so the token's age is known. */
export interface Session {
  token: LoginTokenResponse;
  receivedAt: number;
  language: LanguageId;
}

const STORAGE_KEY = 'symptoms.session';
type Listener = () => void;

let current: Session | null = readStored();
let refreshing = false;
const listeners = new Set<Listener>();

function readStored(): Session | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session>;
    const token = LoginTokenResponse.safeParse(parsed.token);
    if (!token.success || typeof parsed.receivedAt !== 'number') return null;
    return { token: token.data, receivedAt: parsed.receivedAt, language: parsed.language ?? token.data.language };
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session | null): void {
  current = session;
  if (session) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  else sessionStorage.removeItem(STORAGE_KEY);
  notify();
}

export function sessionFromToken(token: LoginTokenResponse, language: LanguageId = token.language): Session {
  return { token, receivedAt: Date.now(), language };
}

export function setSessionLanguage(language: LanguageId): void {
  if (current) setSession({ ...current, language });
}

export function isRefreshing(): boolean {
  return refreshing;
}

export function setRefreshing(value: boolean): void {
  refreshing = value;
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when the access token has expired or fewer than five minutes of it remain. */
export function needsRefresh(session: Session, now = Date.now()): boolean {
  const expiresAt = session.receivedAt + session.token.expires_in * 1000;
  return expiresAt - now < ACCESS_TOKEN_REFRESH_MARGIN_MS;
}

/** Re-reads sessionStorage; tests use it to start from a known state. */
export function reloadSessionFromStorage(): void {
  current = readStored();
  refreshing = false;
  notify();
}
