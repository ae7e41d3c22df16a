import type { LightMyRequestResponse } from 'fastify';
import type { RoleId } from '@symptoms/domain';
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

/** Staff of one group, signed in there: makes the staff-owned things of that group (contracts, news, staff, applications) through the API. */
export interface UnitStaff {
  organizationId: string;
  groupId: string;
  userId: string;
  /** A call in their name; the url carries its service's prefix (`/api/…`, `/identity/…`). */
  call(method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/** New staff of a group with a role, an admin unless told (not one of the matrix's callers). */
export async function groupStaff(t: TestApp, organizationId: string, groupId: string, roleId: RoleId = 'admin'): Promise<UnitStaff> {
  const staff = await t.createUser({ roles: [{ organizationId, groupId, roleId }] });
  const headers = t.headers(await t.login(staff.email, { org: organizationId, group: groupId, role: roleId }));
  return {
    organizationId,
    groupId,
    userId: staff.userId,
    call: (method, url, body) => t.app.inject({ method, url, headers, payload: body as object }),
  };
}

const ownerUnits = new Map<string, Promise<UnitStaff>>();

/**
 * An admin (or other staff, `roleId`) of the owner's group (the first group outside the global
 * one the owner is a patient of), made once per owner and role: what the owner's unit owns (a
 * contract, a news item, a staff user, an application) is made in their name, so a probe with
 * `unit` addresses a real thing of the owner's unit.
 */
export function ownerUnit(owner: Owner, t: TestApp, roleId: RoleId = 'admin'): Promise<UnitStaff> {
  const key = `${owner.userId} ${roleId}`;
  let unit = ownerUnits.get(key);
  if (!unit) {
    unit = (async () => {
      const [group] = await t.db.query<{ organization_id: string; group_id: string }>(
        "SELECT organization_id, group_id FROM memberships WHERE user_id = $1 AND group_id <> '0' ORDER BY group_id LIMIT 1",
        [owner.userId],
      );
      if (!group) throw new Error('The owner is in no group whose staff could own the fixture');
      return groupStaff(t, group.organization_id, group.group_id, roleId);
    })();
    ownerUnits.set(key, unit);
  }
  return unit;
}
