import type { OutboxMailPart } from '@symptoms/domain';

/**
 * A mail's secrets: the parts that open something (a link with a code or key, a typed code). The
 * mail's texts hold a placeholder for each, the outbox keeps the values apart (`secrets`), and
 * they are joined only when the mail is sent (docs/decisions.md, "No secret outlives its use").
 */
export type SecretName = 'link' | 'code';
export type SecretValues = Partial<Record<SecretName, string>>;

export interface MailSecrets {
  values: SecretValues;
  /** How long the code or key behind them works, in minutes. */
  validMinutes: number;
}

/**
 * The longest an undelivered mail keeps its secrets: a day. Reset links (1 h) and confirmation
 * links (24 h) end sooner on their own; invites (30 days) and activation codes (a year) are cut.
 * Delivery is tried within minutes of writing and given up after five tries, so a mail still
 * waiting after a day waits for an SMTP server that is not there.
 */
export const SECRETS_CAP_MINUTES = 24 * 60;

export const placeholder = (name: SecretName) => `{{secret:${name}}}`;
const PLACEHOLDER = /\{\{secret:(link|code)\}\}/g;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The body as it is sent: each placeholder replaced by its value (escaped for HTML). */
export function fillSecrets(body: string, values: SecretValues, options: { html?: boolean } = {}): string {
  return body.replace(PLACEHOLDER, (match, name: SecretName) => {
    const value = values[name];
    if (value === undefined) return match;
    return options.html ? escapeHtml(value) : value;
  });
}

/** The body as an administrator reads it: its text, and in place of each secret a note of what it was and whether it is still kept. */
export function withoutSecrets(body: string, kept: boolean): OutboxMailPart[] {
  const parts: OutboxMailPart[] = [];
  let at = 0;
  for (const match of body.matchAll(PLACEHOLDER)) {
    if (match.index > at) parts.push({ Text: body.slice(at, match.index) });
    parts.push({ Secret: match[1] as SecretName, State: kept ? 'hidden' : 'removed' });
    at = match.index + match[0].length;
  }
  if (at < body.length) parts.push({ Text: body.slice(at) });
  return parts;
}
