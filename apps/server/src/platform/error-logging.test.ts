import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import type { Database } from '../db/client';
import { sql } from '../db/sql';
import { openTestDatabase, testConfig } from '../test/harness';
import { PUBLIC } from './access';

const HEALTH_TEXT = 'Ont i ryggen sedan mars, Göteborg, anna.svensson@example.com';
const lines: string[] = [];
let app: BuiltApp;
let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), db, logStream: { write: (line) => lines.push(line) } });
  app.route({
    method: 'POST',
    url: '/api/test/failing-statement/:id',
    config: { access: PUBLIC },
    handler: async () => {
      // A statement that fails in the database with health data among its parameters.
      await db.query(sql`INSERT INTO notes (patient_id, content) VALUES (${'not-a-uuid'}, ${HEALTH_TEXT})`);
      return {};
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

const logged = () => lines.join('');

describe('the log of a failed statement', () => {
  it('holds the error code and the route, never the statement’s parameters', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'POST', url: '/api/test/failing-statement/42', payload: {} });
    expect(response.statusCode).toBe(500);
    const entry = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((e) => e.msg === 'unhandled error');
    expect(entry).toMatchObject({ route: 'POST /api/test/failing-statement/:id', code: '22P02', level: 50 });
    expect(logged()).not.toContain('Ont i ryggen');
    expect(logged()).not.toContain('anna.svensson');
    expect(logged()).not.toContain('not-a-uuid');
  });
});

describe('secrets in logged URLs', () => {
  it('are masked in the request log: tokens of every name, PROM request link ids, unknown routes', async () => {
    lines.length = 0;
    const urls = [
      '/api/my/notes?access_token=AT-SECRET-1',
      '/api/my/notes?x=1&auth=AUTH-SECRET-2',
      '/api/my/notes?jwt=JWT-SECRET-3&page=0',
      '/api/my/notes?refresh_token=RT-SECRET-4',
      '/api/promrequests/LINKSECRET5AAAAAAAAAAA',
      '/api/promrequests/LINKSECRET6AAAAAAAAAAA/prom',
      '/api/promrequests/fill/LINKSECRET7AAAAAAAAAAA',
      '/api/no-such-route/LINKSECRET8?code=SECRET-9',
    ];
    for (const url of urls) await app.inject({ method: url.includes('/fill/') ? 'POST' : 'GET', url });
    for (const secret of [
      'AT-SECRET-1',
      'AUTH-SECRET-2',
      'JWT-SECRET-3',
      'RT-SECRET-4',
      'LINKSECRET5',
      'LINKSECRET6',
      'LINKSECRET7',
      'LINKSECRET8',
      'SECRET-9',
    ]) {
      expect(logged()).not.toContain(secret);
    }
    expect(logged()).toContain('"url":"/api/my/notes?jwt=***&page=0"');
    expect(logged()).toContain('"url":"/api/promrequests/fill/***"');
    expect(logged()).toContain('"url":"(unknown route)"');
  });
});
