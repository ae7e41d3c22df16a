import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closure, measure } from './check-budgets.mjs';

const dist = mkdtempSync(path.join(tmpdir(), 'symptoms-budgets-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function build(manifest, files) {
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, name), text);
}

describe('JavaScript budgets', () => {
  it('follow static imports only: a lazy chunk is loaded by its own screen', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_shared.js'], dynamicImports: ['src/features/admin/Dashboard.tsx'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
      'src/features/admin/Dashboard.tsx': { file: 'assets/Dashboard.js', imports: ['_shared.js'] },
    };
    expect([...closure(manifest, ['index.html'])]).toEqual(['index.html', '_shared.js']);
  });

  it('measure gzip sizes and name a staff screen that a screen loads', () => {
    build(
      {
        'index.html': { file: 'assets/index.js', imports: ['src/features/admin/Dashboard.tsx'] },
        'src/features/auth/LoginPage.tsx': { file: 'assets/Login.js' },
        'src/app/AppLayout.tsx': { file: 'assets/Layout.js' },
        'src/features/welcome/WelcomePage.tsx': { file: 'assets/Welcome.js' },
        'src/features/admin/Dashboard.tsx': { file: 'assets/Dashboard.js', src: 'src/features/admin/Dashboard.tsx' },
      },
      {
        'assets/index.js': 'x'.repeat(10_000),
        'assets/Login.js': 'l',
        'assets/Layout.js': 'a',
        'assets/Welcome.js': 'w',
        'assets/Dashboard.js': 'd',
      },
    );
    const screens = measure(dist);
    expect(screens['login screen'].strays).toEqual(['staff screens']);
    expect(screens['login screen'].files).toBe(3);
    expect(screens['login screen'].bytes).toBeGreaterThan(50);
    expect(screens['login screen'].bytes).toBeLessThan(200);
    expect(screens['signed-in home'].missing).toEqual([]);
  });
});
