import type { FastifyBaseLogger } from 'fastify';

/**
 * What an operator follows an attack by. Each is one log line at warn level with `security` set to
 * the event, so they can be filtered out of the request log.
 */
type SecurityEventName =
  /** A wrong password or an unknown user at the token endpoint. */
  | 'login-failed'
  /** A login refused before its password was checked: the account and address pair is locked. */
  | 'login-locked'
  /** A login let through after a wait: its account has many failures, but not from this address. */
  | 'login-delayed'
  /** A request refused with 401 or 403 by the access guard. */
  | 'access-refused'
  /** A refresh token used twice: its session was revoked. */
  | 'refresh-token-reuse';

interface SecurityEventFields {
  /** The user, when known (an unknown login name has none). Never a password, token or personnummer. */
  userId: string | null;
  sessionId: string | null;
  /** The client's address (X-Forwarded-For behind a trusted proxy). */
  ip: string;
  [detail: string]: string | number | null;
}

export function securityEvent(log: FastifyBaseLogger, event: SecurityEventName, fields: SecurityEventFields): void {
  log.warn({ security: event, ...fields }, `security: ${event}`);
}
