import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const webDist = mkdtempSync(path.join(tmpdir(), 'symptoms-spa-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Symptoms</title></head><body></body></html>');
  writeFileSync(path.join(webDist, 'assets/app-abc123.js'), 'export {};');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves hashed assets for a year and index.html for client routes', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ method: 'GET', url: '/notes/123' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Symptoms</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset or API path instead of the page', async () => {
    for (const url of ['/assets/app-old999.js', '/api/nothing', '/identity/nothing']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('<title>Symptoms</title>');
      expect([400, 404]).toContain(response.statusCode);
    }
  });

  it('gives each page its own style nonce, and its policy allows no other inline style', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const page = await t.app.inject({ method: 'GET', url: '/login' });
      const nonce = /<meta name="csp-nonce" content="([A-Za-z0-9+/=]{24})">/.exec(page.body)?.[1];
      expect(nonce).toBeDefined();
      const csp = String(page.headers['content-security-policy']);
      expect(csp.split(';')).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).not.toContain('unsafe-inline');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
