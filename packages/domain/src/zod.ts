import { z } from 'zod';

/**
 * The one `z` every schema of the domain and the web is made with (eslint refuses `zod` itself
 * there). In a browser, Zod must not probe for `new Function`: it compiles object parsers with it
 * when it may, and probes whether it may when the first object schema is made; the page's CSP
 * allows no eval, so the probe was reported as a policy violation on every page (found by the XSS
 * spec, apps/web/e2e/xss.e2e.ts). Importing `z` from here makes the setting come before any
 * schema, whichever chunk the bundler puts a schema in. The server keeps the compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
