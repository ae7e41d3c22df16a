import type { FastifyInstance } from 'fastify';

/** The WebSocket origin of the address users reach: http → ws, https → wss, same host and port. */
function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
}

/**
 * The pages' policy. Connections only to the app's own origin: CSP Level 3 lets 'self' cover ws/wss
 * of the same host, but browsers that predate it do not, so the realtime socket's origin is named as
 * well. No inline styles: Mantine's style elements (its CSS variables) carry the nonce the page was
 * served with (`styleNonce`, see spa.ts); an injected style element has none. Style attributes set
 * by React go through the CSSOM, which the policy does not govern.
 */
export const contentSecurityPolicy = (publicUrl: string, styleNonce?: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${webSocketOrigin(publicUrl)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');

/** Headers for pages and files (the web app), computed once (helmet rebuilt its CSP on every request). */
const pageHeaders = (publicUrl: string) => ({
  'content-security-policy': contentSecurityPolicy(publicUrl),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * JSON answers are never rendered as a page, so they get a policy that allows nothing at all, and
 * no caching: health data must not linger in shared or browser caches. Headers that only matter
 * for documents are left out, which keeps every API answer several hundred bytes smaller.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
} as const;

const isApiPath = (path: string) => (path.startsWith('/api/') || path.startsWith('/identity/')) && !path.startsWith('/api/docs');

/** The path as the router saw it, percent-decoded (`/%61pi/x` is `/api/x`); undecodable stays as sent. */
function decodedPath(url: string): string {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Headers are decided from the route the request matched, never from the raw path: `/%61pi/my/notes`
 * is routed to the API and must get its policy and no-store. A path no route matched is judged by
 * its decoded form (the JSON 404 of an API path, or a page).
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const page = pageHeaders(publicUrl);
  // A callback hook: an async one would cost every request a promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    const api = route !== undefined && route !== '/*' ? isApiPath(route) : isApiPath(decodedPath(request.url));
    reply.headers(api ? API_HEADERS : page);
    done();
  });
}
