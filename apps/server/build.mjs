// Bundles the server into dist/main.js (see bundle.mjs).
import { bundleServer } from './bundle.mjs';

await bundleServer(new URL('./src/main.ts', import.meta.url), new URL('./dist/', import.meta.url), 'main');
console.log('server built: apps/server/dist/main.js');
