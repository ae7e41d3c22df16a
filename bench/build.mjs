// Bundles the bench's server (the product's server with the baselines beside it) as the product is
// bundled, into dist/bench-server.js.
import { bundleServer } from '../apps/server/bundle.mjs';

await bundleServer(new URL('./src/bench-server.ts', import.meta.url), new URL('./dist/', import.meta.url), 'bench-server');
