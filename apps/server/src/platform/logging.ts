import type { FastifyRequest } from 'fastify';

/** Query parameters whose value is a secret, whatever else precedes the name (access_token, refresh_token …). */
const SECRET_PARAMETER = /([?&](?:[a-z_]*token|auth|authorization|jwt|code|key|secret|password|client_secret)=)[^&#]*/gi;
/** A PROM request's link id is the link's secret: whoever holds it fills in the questionnaire. */
const PROM_LINK_ID = /(\/promrequests\/(?:fill\/)?)[^/?#]+/gi;

/**
 * Masked in logged URLs: personnummer-like digit runs (10 or 12 digits, with or without a dash),
 * secrets in the query string and PROM request link ids.
 */
export function maskUrl(url: string): string {
  return url
    .replace(/(\d{6}|\d{8})[-+]?\d{4}(?!\d)/g, (m) => `${m.slice(0, -4)}****`)
    .replace(SECRET_PARAMETER, '$1***')
    .replace(PROM_LINK_ID, '$1***');
}

/**
 * What may be logged of an unexpected error: its type, its code (a PostgreSQL SQLSTATE, a Node or
 * Fastify code) and where in the code it was thrown. Never its message or properties: a database
 * error carries the statement's parameters and its message or detail may quote a value (a note, a
 * name, an e-mail address).
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
 * Request logs carry the method, the masked URL and the address; never headers or bodies, so no
 * password, token or personnummer reaches the log. Redaction is the second line of defence.
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
      censor: '***',
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: maskUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
