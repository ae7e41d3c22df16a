import {
  ErrorCode,
  LoginTokenResponse,
  OFFLINE_AFTER_FAILED_TRIES,
  REQUEST_TIMEOUT_MS,
  RETRY_DELAY_MS,
  TWO_FACTOR_FLAG_RESET_MS,
  stripLocalProperties,
  type RoleId,
} from '@symptoms/domain';
import { ApiError, apiErrorFrom } from './errors';
import { apiEvents } from './events';
import { getSession, sessionFromToken, setRefreshing, setSession, type Session } from './session';

interface Parser<T> {
  parse(data: unknown): T;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  json?: unknown;
  form?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** False for the token endpoint: its 401 means wrong credentials, not an expired token. */
  authenticated?: boolean;
}

let offline = false;

function markOnline(): void {
  if (!offline) return;
  offline = false;
  apiEvents.emit('online');
}

function markOffline(): void {
  if (offline) return;
  offline = true;
  apiEvents.emit('offline');
}

export function isOffline(): boolean {
  return offline;
}

/** The five headers every call carries: token, active organization, group and role, and language. */
export function requestHeaders(session: Session | null, fallbackLanguage = 'sv'): Record<string, string> {
  const headers: Record<string, string> = { 'X-LanguageId': session?.language ?? fallbackLanguage };
  if (!session) return headers;
  headers.Authorization = `Bearer ${session.token.access_token}`;
  headers['X-OrganizationId'] = session.token.organization;
  headers['X-GroupId'] = session.token.group;
  headers['X-RoleId'] = session.token.role;
  return headers;
}

let anonymousLanguage = 'sv';
/** The language sent before anyone is signed in (the login screen's choice). */
export function setAnonymousLanguage(language: string): void {
  anonymousLanguage = language;
}

let chosenBeforeLogin: string | null = null;
/** The language the user picked on a screen before signing in: it wins over the account's saved one at login. */
export function chooseLanguageBeforeLogin(language: string): void {
  chosenBeforeLogin = language;
}
/** The language picked before signing in, once (then forgotten). */
export function takeLanguageChosenBeforeLogin(): string | null {
  const chosen = chosenBeforeLogin;
  chosenBeforeLogin = null;
  return chosen;
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

async function fetchOnce(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('Request timed out')), REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Network failures and time-outs are retried every 3 s; after more than 3 failed tries the app is offline until one succeeds. */
async function fetchWithRetry(url: string, init: () => RequestInit, signal?: AbortSignal): Promise<Response> {
  let failures = 0;
  for (;;) {
    try {
      const response = await fetchOnce(url, init(), signal);
      markOnline();
      return response;
    } catch (error) {
      if (signal?.aborted) throw error;
      failures += 1;
      if (failures > OFFLINE_AFTER_FAILED_TRIES) markOffline();
      await delay(RETRY_DELAY_MS, signal);
    }
  }
}

function buildInit(options: RequestOptions): RequestInit {
  const method = options.method ?? 'GET';
  const session = options.authenticated === false ? null : getSession();
  const headers: Record<string, string> = { Accept: 'application/json', ...requestHeaders(session, anonymousLanguage) };
  if (options.authenticated === false) headers['X-LanguageId'] = getSession()?.language ?? anonymousLanguage;
  let body: string | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const entries = Object.entries(options.form).filter((e): e is [string, string] => e[1] !== undefined);
    body = new URLSearchParams(entries).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(method === 'GET' ? options.json : stripLocalProperties(options.json));
  }
  return { method, headers, body };
}

function announceSpecialErrors(error: ApiError): void {
  if (error.status === 412) apiEvents.emit('contracts');
  if (error.status === 417) {
    apiEvents.emit('twoFactorRequired', { mode: 3 });
    setTimeout(() => apiEvents.emit('twoFactorCleared'), TWO_FACTOR_FLAG_RESET_MS);
  }
  if (error.status === 400 && error.errorCode === ErrorCode.TwoFactorRequired) apiEvents.emit('twoFactorRequired', { mode: 2 });
}

let twoFactorPrompt: (() => Promise<boolean>) | null = null;
let promptInFlight: Promise<boolean> | null = null;

/**
 * The signed-in frame's two-factor prompt (spec 2 §7). A request refused for want of the second
 * factor waits for it (one prompt for all such requests) and is asked again once the code is given.
 */
export function setTwoFactorPrompt(prompt: (() => Promise<boolean>) | null): void {
  twoFactorPrompt = prompt;
}

function secondFactorGiven(error: ApiError): Promise<boolean> | false {
  const needed = error.status === 417 || (error.status === 400 && error.errorCode === ErrorCode.TwoFactorRequired);
  if (!needed || !twoFactorPrompt) return false;
  promptInFlight ??= twoFactorPrompt().finally(() => (promptInFlight = null));
  return promptInFlight;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** One call to the server: headers, time-out, retry/offline, one token refresh on 401, typed errors. */
const NEW_PATIENT_PATH = '/identity/my/user/patient';

/**
 * Spec 2 §4: an account whose token has no patient id gets 1004 where a patient is needed; the
 * client makes the patient (already made is fine) and renews the token, once, then asks again.
 */
async function makeMissingPatient(): Promise<true> {
  await apiRequest<void>(NEW_PATIENT_PATH, { method: 'POST' }).catch((error: unknown) => {
    if (!(error instanceof ApiError && error.errorCode === ErrorCode.AlreadyDone)) throw error;
  });
  await refreshSession();
  return true;
}

export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
  parser?: Parser<T>,
  patientMade = false,
  promptedOnce = false,
): Promise<T> {
  const send = () => fetchWithRetry(path, () => buildInit(options), options.signal);
  let response = await send();
  if (response.status === 401 && options.authenticated !== false && getSession()) {
    try {
      await refreshSession();
    } catch {
      setSession(null);
      apiEvents.emit('sessionExpired');
      throw await apiErrorFrom(response);
    }
    response = await send();
  }
  if (!response.ok) {
    const error = await apiErrorFrom(response);
    if (error.errorCode === ErrorCode.NoPatient && !patientMade && path !== NEW_PATIENT_PATH && getSession() && !getSession()!.token.pid) {
      return apiRequest(path, options, parser, await makeMissingPatient());
    }
    announceSpecialErrors(error);
    if (!promptedOnce && (await secondFactorGiven(error))) return apiRequest(path, options, parser, patientMade, true);
    throw error;
  }
  const data = await readBody(response);
  return parser ? parser.parse(data) : (data as T);
}

interface MembershipRequest {
  org?: string;
  group?: string;
  role?: RoleId;
}

export function requestToken(form: Record<string, string | undefined>): Promise<LoginTokenResponse> {
  return apiRequest('/identity/token', { method: 'POST', form, authenticated: false }, LoginTokenResponse);
}

let refreshInFlight: Promise<Session> | null = null;

/** Rotates the refresh token; with a membership it also switches the active organization, group and role. */
export function refreshSession(membership: MembershipRequest = {}): Promise<Session> {
  const session = getSession();
  if (!session) return Promise.reject(new ApiError(401, ErrorCode.Unauthenticated, 'Not signed in'));
  const switching = membership.org !== undefined || membership.group !== undefined || membership.role !== undefined;
  if (refreshInFlight && !switching) return refreshInFlight;
  setRefreshing(true);
  const run = async () => {
    const token = await requestToken({
      grant_type: 'refresh_token',
      refresh_token: session.token.refresh_token,
      client_secret: session.token.refresh_token_secret,
      ...membership,
    });
    const next = sessionFromToken(token, session.language);
    setSession(next);
    return next;
  };
  const promise = run().finally(() => {
    if (refreshInFlight === promise) refreshInFlight = null;
    setRefreshing(false);
  });
  refreshInFlight = promise;
  return promise;
}
