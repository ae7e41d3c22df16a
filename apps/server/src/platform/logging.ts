import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Path parameters of this route whose values may be logged beyond the allow-list: a public
     * route's harmless ones (a clinic's slug). Anything not named here or there is logged as ***.
     */
    loggedParams?: readonly string[];
  }
}

/**
 * Path parameters known to name a record or a choice, never a secret. Their values are logged on
 * routes that need a login, where the URL is not what lets the caller in. On a public route the
 * path is the caller's only credential (a reset code, an invite key, a PROM request's link id, a
 * BankID order reference), so there only the route's own `loggedParams` are shown.
 */
const LOGGED_PATH_PARAMETERS: ReadonlySet<string> = new Set([
  'id',
  'patientId',
  'groupId',
  'lang',
  'language',
  'languageId',
  'kind',
  'model',
  'from',
  'to',
]);

/** Query parameters whose values are logged: paging, dates, kinds. Every other value (q, search, email, token …) is ***. */
const LOGGED_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'page',
  'take',
  'after',
  'afterType',
  'start',
  'count',
  'sort',
  'from',
  'to',
  'date',
  'year',
  'month',
  'type',
  'groupId',
  'promId',
]);

const MASKED = '***';
export const UNKNOWN_ROUTE = '(unknown route)';

/** A value is shown only when it looks like an id, a number or a date; an address, a name or free text never does. */
const PLAIN_VALUE = /^[A-Za-z0-9_.:-]{1,64}$/;
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;
const PERSONNUMMER_LIKE = /(\d{6}|\d{8})[-+]?\d{4}(?!\d)/g;
const EMAIL_LIKE = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** What of an allow-listed value is logged: a plain one with any personnummer-like digits cut, else ***. */
function shown(value: unknown): string {
  return typeof value === 'string' && PLAIN_VALUE.test(value) ? value.replace(PERSONNUMMER_LIKE, (m) => `${m.slice(0, -4)}****`) : MASKED;
}

function loggedQuery(search: string): string {
  const pairs = search
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? null : decoded(pair.slice(0, equals));
      if (name === null || !PLAIN_NAME.test(name)) return MASKED;
      const value = decoded(pair.slice(equals + 1));
      return `${name}=${LOGGED_QUERY_PARAMETERS.has(name) && value !== null ? shown(value) : MASKED}`;
    });
  return pairs.length ? `?${pairs.join('&')}` : '';
}

type LoggedRequest = Pick<FastifyRequest, 'url' | 'params'> & {
  routeOptions?: Partial<Pick<FastifyRequest['routeOptions'], 'url' | 'config'>>;
};

/**
 * The URL as the request log writes it: the route's pattern, each path parameter's value only when
 * it is known not to be a secret, the query's values only for allow-listed names. A request that
 * matched no route is written as UNKNOWN_ROUTE: its path may be anything, a mistyped link with its
 * code among it.
 */
export function loggedUrl(request: LoggedRequest): string {
  const pattern = request.routeOptions?.url;
  if (!pattern) return UNKNOWN_ROUTE;
  const config = request.routeOptions?.config;
  const allowed = new Set([...(config?.access?.kind === 'public' ? [] : LOGGED_PATH_PARAMETERS), ...(config?.loggedParams ?? [])]);
  const params = (request.params ?? {}) as Record<string, unknown>;
  const path = pattern.replace(/:(\w+)(?:\([^)]*\))?|\*/g, (_match, name: string | undefined) => {
    const key = name ?? '*';
    return allowed.has(key) ? shown(params[key]) : MASKED;
  });
  const query = request.url.indexOf('?');
  return query < 0 ? path : `${path}${loggedQuery(request.url.slice(query + 1))}`;
}

/** E-mail addresses and personnummer-like digit runs cut out of a logged message (a second line of defence). */
export function scrubbed(text: string): string {
  return text.replace(EMAIL_LIKE, MASKED).replace(PERSONNUMMER_LIKE, (m) => `${m.slice(0, -4)}****`);
}

/**
 * What may be logged of an unexpected error: its type, its code (a PostgreSQL SQLSTATE, a Node or
 * Fastify code) and where in the code it was thrown. Never its message or properties: a database
 * error carries the statement's parameters and its message or detail may quote a value (a note, a
 * name, an e-mail address), a mail server's names the recipient.
 */
export function describeError(error: unknown): { type: string; code?: string; where?: string } {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    type: error.constructor.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    ...(frames.length
      ? {
          where: frames
            .slice(0, 5)
            .map((line) => line.trim())
            .join(' | '),
        }
      : {}),
  };
}

/**
 * Request logs carry the method, the URL as loggedUrl writes it and the address; never headers or
 * bodies, so no password, token or personnummer reaches the log. An error (`err`, by Fastify or by
 * us) is logged as describeError says, and every message has addresses and personnummer cut out.
 * Redaction is the last line of defence.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        '*.password',
        '*.Password',
        '*.refresh_token',
        '*.client_secret',
        '*.access_token',
        '*.Personnummer',
        '*.personnummer',
      ],
      censor: MASKED,
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: loggedUrl(request), remoteAddress: request.ip };
      },
      // Fastify's type asks for the message and the stack: exactly what is not logged.
      err: describeError as unknown as (error: Error) => { type: string; message: string; stack: string },
    },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubbed(arg) : arg)),
        );
      },
    },
  };
}
