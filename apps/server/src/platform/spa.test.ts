import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const MAIN = Buffer.from(`export const text = '${'Symptoms '.repeat(500)}';`);
const webDist = mkdtempSync(path.join(tmpdir(), 'symptoms-spa-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Symptoms</title></head><body></body></html>');
  writeFileSync(path.join(webDist, 'assets/app-abc123.js'), 'export {};');
  // As the build writes them (apps/web/build/precompress.ts): the asset, and its brotli and gzip copies.
  writeFileSync(path.join(webDist, 'assets/main-def456.js'), MAIN);
  writeFileSync(path.join(webDist, 'assets/main-def456.js.br'), brotliCompressSync(MAIN));
  writeFileSync(path.join(webDist, 'assets/main-def456.js.gz'), gzipSync(MAIN));
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

  it('sends the compressed copy the browser accepts (brotli first), with Vary, and the asset itself to one that accepts none', async () => {
    const url = '/assets/main-def456.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload)).toEqual(MAIN);
    expect(br.rawPayload.length).toBeLessThan(MAIN.length / 10);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload)).toEqual(MAIN);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(MAIN);
    // An asset the build left uncompressed (too small) is sent as it is to a browser that accepts brotli.
    const small = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {};');
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
