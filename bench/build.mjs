// Bundles the bench's server (the product's server with the baselines beside it) as the product is
// bundled (apps/server/build.mjs), into dist/bench-server.js with the migrations beside it.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: [new URL('./src/bench-server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/bench-server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@symptoms/domain': new URL('../packages/domain/src/index.ts', import.meta.url).pathname },
  logLevel: 'warning',
});
await cp(new URL('../apps/server/src/db/migrations', import.meta.url), new URL('./dist/migrations', import.meta.url), { recursive: true });
