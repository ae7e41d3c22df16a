// Bundles a server entry (with the domain package) into `dist/<name>.js` of `outDir`, npm packages
// left external, with the migrations and the list of common passwords beside it: the product's server (build.mjs) and the bench's.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const migrations = new URL('./src/db/migrations', import.meta.url);
const commonPasswords = new URL('./src/identity/passwords/common-passwords.txt', import.meta.url);
const domain = new URL('../../packages/domain/src/index.ts', import.meta.url).pathname;

export async function bundleServer(entry, outDir, name) {
  await rm(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [entry.pathname],
    outfile: new URL(`${name}.js`, outDir).pathname,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    packages: 'external',
    // The domain package is workspace source: bundle it rather than resolving it at run time.
    alias: { '@symptoms/domain': domain },
    logLevel: 'warning',
  });
  await cp(migrations, new URL('./migrations', outDir), { recursive: true });
  await cp(commonPasswords, new URL('./common-passwords.txt', outDir));
}
