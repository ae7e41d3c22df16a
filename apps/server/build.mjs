// Bundles the server (with the domain package) into dist/main.js; npm packages stay external.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // The domain package is workspace source: bundle it rather than resolving it at run time.
  alias: { '@symptoms/domain': new URL('../../packages/domain/src/index.ts', import.meta.url).pathname },
  logLevel: 'warning',
});
await cp(new URL('./src/db/migrations', import.meta.url), new URL('./dist/migrations', import.meta.url), { recursive: true });
console.log('server built: apps/server/dist/main.js');
