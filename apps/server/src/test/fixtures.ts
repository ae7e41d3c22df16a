import type { LightMyRequestResponse } from 'fastify';
import type { Fixture, Fixtures } from '../platform/probe';
import { TEST_PASSWORD, WRONG_TEST_PASSWORD, type Method, type TestApp } from './harness';

/** The owner of the data the access matrix probes: a signed-in patient. */
export interface Owner {
  userId: string;
  patientId: string;
  email: string;
  /** A call to the main API in the owner's name. */
  call(method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/** How an area makes a record of its own for the owner (in `fixtures.ts` beside its routes), as the API answers it. */
export type FixtureMakers = Record<string, (owner: Owner, t: TestApp) => Promise<Fixture>>;

/** The answer's JSON when the call did what it should; else the test fails saying which call. */
export async function answered<T = Fixture>(response: Promise<LightMyRequestResponse>, what: string): Promise<T> {
  const done = await response;
  if (done.statusCode >= 300) throw new Error(`${what}: ${done.statusCode} ${done.body}`);
  return done.statusCode === 204 ? (undefined as T) : done.json<T>();
}

/** A record made, then moved into the trash through its own delete route. */
export async function deleted(owner: Owner, path: string, made: Fixture): Promise<Fixture> {
  await answered(owner.call('POST', `${path}/${made.Id}/delete`), `delete ${path}`);
  return made;
}

let serial = 0;

/** What a probe's functions get (`f`): the fixture by name from `lookup`, and the tests' password, a wrong one and fresh strings. */
export function probeFixtures(lookup: (name: string) => Fixture): Fixtures {
  return Object.assign((name: string) => lookup(name), {
    password: TEST_PASSWORD,
    wrongPassword: WRONG_TEST_PASSWORD,
    unique: () => String(++serial),
  });
}

/** An admin of one group, signed in there: makes the staff-owned things of that group (contracts, news, staff) through the API. */
export interface UnitAdmin {
  organizationId: string;
  groupId: string;
  userId: string;
  /** A call in the admin's name; the url carries its service's prefix (`/api/…`, `/identity/…`). */
  call(method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/** A new admin of a group (not one of the matrix's callers). */
export async function groupAdmin(t: TestApp, organizationId: string, groupId: string): Promise<UnitAdmin> {
  const admin = await t.createUser({ roles: [{ organizationId, groupId, roleId: 'admin' }] });
  const headers = t.headers(await t.login(admin.email, { org: organizationId, group: groupId, role: 'admin' }));
  return {
    organizationId,
    groupId,
    userId: admin.userId,
    call: (method, url, body) => t.app.inject({ method, url, headers, payload: body as object }),
  };
}

const ownerUnits = new Map<string, Promise<UnitAdmin>>();

/**
 * An admin of the owner's group (the first group outside the global one the owner is a patient
 * of), made once per owner: what the owner's unit owns (a contract, a news item, a staff user)
 * is made in their name, so a probe with `unit` addresses a real thing of the owner's unit.
 */
export function ownerUnit(owner: Owner, t: TestApp): Promise<UnitAdmin> {
  let unit = ownerUnits.get(owner.userId);
  if (!unit) {
    unit = (async () => {
      const [group] = await t.db.query<{ organization_id: string; group_id: string }>(
        "SELECT organization_id, group_id FROM memberships WHERE user_id = $1 AND group_id <> '0' ORDER BY group_id LIMIT 1",
        [owner.userId],
      );
      if (!group) throw new Error('The owner is in no group whose staff could own the fixture');
      return groupAdmin(t, group.organization_id, group.group_id);
    })();
    ownerUnits.set(owner.userId, unit);
  }
  return unit;
}
