import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { DeclaredRoute } from '../platform/access';
import type { Fixture } from '../platform/probe';
import { installShippedProms } from '../seed/proms';
import { probeFixtures, type FixtureMakers, type Owner } from './fixtures';
import { createTestApp, type Method, type TestApp } from './harness';

/**
 * Optimistic concurrency on every versioned type: K requests update the same record with the same
 * Version at once. Exactly one may win; the others must answer 409 with ErrorCode 4003, and the
 * record's version must have moved by one. Every route whose body carries a Version is found from
 * its schema, so a new versioned type is covered without a line here. Runs on PGlite and, in the
 * PostgreSQL run, with real parallel connections.
 */
let t: TestApp;
const makers: FixtureMakers = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => installShippedProms(tx));
  const root = path.resolve(import.meta.dirname, '..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => path.basename(f) === 'fixtures.ts');
  for (const file of files) Object.assign(makers, ((await import(path.join(root, file))) as { fixtures?: FixtureMakers }).fixtures ?? {});
}, 120_000);
afterAll(() => t.close());

function carriesVersion(route: DeclaredRoute): boolean {
  const body = (route.schema as { body?: z.ZodType } | undefined)?.body;
  const def = (body as unknown as { _zod?: { def: { type: string; shape?: Record<string, unknown> } } } | undefined)?._zod?.def;
  return def?.type === 'object' && 'Version' in (def.shape ?? {});
}

async function newOwner(): Promise<{ owner: Owner; headers: Record<string, string> }> {
  const user = await t.createPatient();
  const headers = t.headers(await t.login(user.email));
  const owner: Owner = {
    userId: user.userId,
    patientId: user.patientId!,
    email: user.email,
    call: (method, url, body) => t.app.inject({ method, url: `/api${url}`, headers, payload: body as object }),
  };
  return { owner, headers };
}

/**
 * The versioned routes a patient owner updates for real. Staff routes' probes (admin, researcher)
 * address things of a group's staff, which this test's owner, a patient of no group, has none of;
 * their stale Version (4003) is tested in their own areas.
 */
const patientsUpdate = (route: DeclaredRoute) =>
  route.access.kind === 'capability' && route.access.roles.includes('pat') && route.probe!.status < 300;
const versioned = () =>
  t.app.declaredRoutes.filter((r) => (r.method === 'PUT' || r.method === 'POST') && r.probe && carriesVersion(r) && patientsUpdate(r));

describe('concurrent updates with one Version', () => {
  it('finds the versioned types', () => {
    const urls = versioned().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(['PUT /identity/my/user', 'PUT /api/my/patient', 'PUT /api/my/notes/:id']));
  });

  for (const k of [2, 10, 50]) {
    it(`K = ${k}: exactly one succeeds and ${k - 1} answer 409/4003, on every versioned type`, async () => {
      const outcomes: string[] = [];
      for (const route of versioned()) {
        const { owner, headers } = await newOwner();
        const made = new Map<string, Fixture>();
        for (const name of route.probe!.needs ?? []) made.set(name, await makers[name]!(owner, t));
        const f = probeFixtures((name) => made.get(name)!);
        let url = route.url;
        for (const [name, value] of Object.entries(route.probe!.params?.(f) ?? {}))
          url = url.replace(`:${name}`, encodeURIComponent(value));
        const body = route.probe!.body!(f);
        const answers = await Promise.all(
          Array.from({ length: k }, () => t.app.inject({ method: route.method as Method, url, headers, payload: body as object })),
        );
        const won = answers.filter((a) => a.statusCode === route.probe!.status);
        const lost = answers.filter((a) => a.statusCode === 409 && a.json().ErrorCode === 4003);
        outcomes.push(`${route.method} ${route.url}: ${won.length} won, ${lost.length} × 409/4003`);
        expect(won, `${route.method} ${route.url}: ${answers.map((a) => a.statusCode).join(',')}`).toHaveLength(1);
        expect(lost).toHaveLength(k - 1);
        const version = (body as { Version: number }).Version;
        expect(won[0]!.json().Version).toBe(version + 1);
      }
      console.log(`K = ${k}\n${outcomes.join('\n')}`);
    }, 300_000);
  }
});
