// `npm start`: builds what is missing or stale, then runs the server (API, identity and the web app on one port).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { isStale, root, run } from './lib.mjs';

const domain = 'packages/domain/src';
if (isStale('apps/web/dist/index.html', ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', domain])) {
  console.log('Building the web app…');
  await run('npm', ['run', 'build', '-w', 'apps/web', '--silent']);
}
if (isStale('apps/server/dist/main.js', ['apps/server/src', 'apps/server/build.mjs', domain])) {
  console.log('Building the server…');
  await run('npm', ['run', 'build', '-w', 'apps/server', '--silent']);
}

// A larger young generation means fewer scavenges under load, which keeps tail latency down
// (measured with `npm run bench`; see docs/decisions.md). The bench starts the server the same way.
const server = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=32', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
