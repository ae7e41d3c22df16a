import { z } from 'zod';

/**
 * In a browser, Zod must not probe for `new Function`. It compiles object parsers with it when it
 * may, and probes whether it may when the first object schema is made; the page's CSP allows no
 * eval, so the probe failed and was reported as a policy violation on every page (found by the XSS
 * spec, apps/web/e2e/xss.e2e.ts). The index imports this first, before any schema is made. The
 * server keeps the compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
