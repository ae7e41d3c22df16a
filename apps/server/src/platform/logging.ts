import type { FastifyRequest } from 'fastify';

/** Personnummer-like digit runs (10 or 12 digits, with or without a dash) are masked in logged URLs. */
export function maskUrl(url: string): string {
  return url
    .replace(/(\d{6}|\d{8})[-+]?\d{4}(?!\d)/g, (m) => `${m.slice(0, -4)}****`)
    .replace(/([?&](?:token|code|key|secret|password)=)[^&]*/gi, '$1***');
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
