import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/harness';

const opened: TestApp[] = [];
afterAll(async () => {
  // One after the other: on PostgreSQL two schemas dropped at once wait on each other.
  for (const t of opened) await t.close();
});

describe('API documentation', () => {
  it('is not served unless configured', async () => {
    const t = await createTestApp({ API_DOCS: '0' });
    opened.push(t);
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('is served when configured', async () => {
    const t = await createTestApp({ API_DOCS: '1' });
    opened.push(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/my/patient');
  });

  it('is off in production by default, on in development', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', JWT_PRIVATE_KEY: 'k' };
    expect(loadConfig(production, () => '').apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: '1' }, () => '').apiDocs).toBe(true);
    expect(loadConfig({}, () => '').apiDocs).toBe(true);
  });
});
