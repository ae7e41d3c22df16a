import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

const server = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': server,
      '/identity': server,
      '/socket.io': { target: server, ws: true },
    },
  },
  build: {
    // The server's CSP forbids inline scripts: keep the module preload polyfill out of index.html.
    modulePreload: { polyfill: false },
    // The JavaScript budgets (scripts/check-budgets.mjs) read which chunks each screen loads from it.
    manifest: true,
  },
});
