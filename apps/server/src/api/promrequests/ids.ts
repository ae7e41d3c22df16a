import { randomBytes } from 'node:crypto';

/** A new PROM request id: 128 bits from the system CSPRNG, base64url without padding (22 characters). */
export function newPromRequestId(): string {
  return randomBytes(16).toString('base64url');
}

/** The public page of a request, relative to the web app. */
export function promRequestPath(id: string): string {
  return `/request/${id}`;
}
