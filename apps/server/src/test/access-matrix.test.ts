import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionsFor, grantAllows, isPatientRole, may, ROLES, type PatientDataArea, type RoleId } from '@symptoms/domain';
import { AREAS } from '../areas';
import type { DeclaredRoute } from '../platform/access';
import type { Fixture, Probe } from '../platform/probe';
import { installShippedProms } from '../seed/proms';
import { makeNewsItem } from '../api/news/fixtures';
import { makeContract } from '../identity/contracts/fixtures';
import { groupStaff, probeFixtures, type FixtureMakers, type Owner } from './fixtures';
import { createTestApp, type Method, type TestApp } from './harness';
import { ALL_FLAGS, createMoodsTable, moodsArea, testShares } from './moods-area';
import { moodFixtures } from './moods-fixtures';
import { PROBE_UNIT } from '../api/shares/routes';

/**
 * The generated access matrix: every registered route, as every kind of caller (no token, the
 * owner of the data, another patient, and each other role in and out of the owner's group, with
 * and without a share from the owner), against what the route declares (its access rule and its
 * probe) and the domain's access table. A route without a probe fails here.
 */
const ORGANIZATION = 'org-matrix';
const OWNER_GROUP = 'matrix-study';
const OTHER_GROUP = 'matrix-other';
/** A second organization, with a group and staff of its own. */
const SECOND_ORGANIZATION = 'org-matrix-2';
const SECOND_GROUP = 'matrix2-study';
/** What the owner's consent to the owner's group opens to its staff (the harness's study consent). */
const OWNER_GROUP_READS = { flags: { StatusReports: true, SymptomReports: true, PromReports: true, Notes: false }, since: new Date(0) };

interface Caller {
  name: string;
  userId: string | null;
  role: RoleId | null;
  headers: Record<string, string>;
  isOwner: boolean;
  inOwnerGroup: boolean;
  shared: boolean;
  /** The organization the caller acts in (the owner's, or the second one). */
  organization: string;
  /** An admin of the organization's own group: acts for the whole organization. */
  organizationAdmin: boolean;
  /** An admin of the global group: the service's own administrator. */
  systemAdmin: boolean;
}

/**
 * The ids of what each organization's units own: the owner's group (one of each thing its staff
 * own, made in beforeAll, and every fixture a probe with `unit` made there) and the second
 * organization's group (a contract and a news item). A caller's 2xx answer holds none of a unit
 * the caller does not reach.
 */
const ownerUnitIds = new Set<string>();
const secondUnitIds = new Set<string>();
/** How many 2xx answers held a unit's thing for a caller who reaches it: the leak check has lists to look at. */
let unitThingsSeen = 0;

/** Whether the owner holds the consent of their group (the second walk runs after they withdraw it). */
let ownerConsents = true;

let t: TestApp;
let owner: Owner;
const callers: Caller[] = [];
const makers: FixtureMakers = { ...moodFixtures };

/** Every area's fixture makers (`fixtures.ts` beside its routes). */
async function loadFixtureMakers(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => path.basename(f) === 'fixtures.ts');
  for (const file of files) {
    const module = (await import(path.join(root, file))) as { fixtures?: FixtureMakers };
    Object.assign(makers, module.fixtures ?? {});
  }
}

type Facts = Pick<Caller, 'isOwner' | 'inOwnerGroup' | 'shared'> &
  Partial<Pick<Caller, 'organization' | 'organizationAdmin' | 'systemAdmin'>>;

async function signIn(name: string, roles: { organizationId: string; groupId: string; roleId: RoleId }[], facts: Facts) {
  const user = await t.createUser({ roles });
  const login = await t.login(user.email, { org: roles.at(-1)!.organizationId, group: roles.at(-1)!.groupId, role: roles.at(-1)!.roleId });
  callers.push({
    name,
    userId: user.userId,
    role: login.role,
    headers: t.headers(login),
    organization: ORGANIZATION,
    organizationAdmin: false,
    systemAdmin: false,
    ...facts,
  });
  return { user, login };
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, [...AREAS, moodsArea]);
  await createMoodsTable(t.db);
  await t.db.transaction((tx) => installShippedProms(tx));
  await t.createGroup(OWNER_GROUP, ORGANIZATION);
  await t.createGroup(OTHER_GROUP, ORGANIZATION);
  // Each organization's own group (its organization admins), and a second organization with a group.
  await t.createGroup(ORGANIZATION, ORGANIZATION);
  await t.createGroup(SECOND_ORGANIZATION, SECOND_ORGANIZATION);
  await t.createGroup(SECOND_GROUP, SECOND_ORGANIZATION);
  await t.createGroup(PROBE_UNIT, ORGANIZATION);
  // Both groups offer PHQ-9, so a group's PROM export holds the owner's reports of it.
  for (const group of [OWNER_GROUP, OTHER_GROUP]) {
    await t.db.query('INSERT INTO prom_groups (group_id, prom_id, organization_id) VALUES ($1, $2, $3)', [group, 'phq9', ORGANIZATION]);
  }
  await loadFixtureMakers();

  const none = { isOwner: false, inOwnerGroup: false, shared: false };
  const me = await signIn(
    'the owner',
    [
      { organizationId: '0', groupId: '0', roleId: 'pat' },
      { organizationId: ORGANIZATION, groupId: OWNER_GROUP, roleId: 'pat' },
    ],
    { ...none, isOwner: true, inOwnerGroup: true },
  );
  owner = {
    userId: me.user.userId,
    patientId: me.user.patientId!,
    email: me.user.email,
    call: (method, url, body) => t.app.inject({ method, url: `/api${url}`, headers: t.headers(me.login), payload: body as object }),
  };
  callers.push({
    name: 'no token',
    userId: null,
    role: null,
    headers: {},
    ...none,
    organization: ORGANIZATION,
    organizationAdmin: false,
    systemAdmin: false,
  });
  await signIn('another patient', [{ organizationId: '0', groupId: '0', roleId: 'pat' }], none);
  await signIn('a test patient', [{ organizationId: '0', groupId: '0', roleId: 'test' }], none);
  for (const role of ROLES.filter((r) => !isPatientRole(r))) {
    for (const groupId of [OWNER_GROUP, OTHER_GROUP]) {
      for (const shared of [false, true]) {
        const where = groupId === OWNER_GROUP ? 'in the owner’s group' : 'in another group';
        const { user } = await signIn(
          `${role} ${where}${shared ? ', with a share' : ''}`,
          [{ organizationId: ORGANIZATION, groupId, roleId: role }],
          {
            isOwner: false,
            inOwnerGroup: groupId === OWNER_GROUP,
            shared,
          },
        );
        if (shared) testShares.set(user.userId, new Map([[owner.patientId, ALL_FLAGS]]));
      }
    }
  }
  // Admins of whole units: the owner's organization, the second organization, the service itself.
  await signIn('the admin of the owner’s organization', [{ organizationId: ORGANIZATION, groupId: ORGANIZATION, roleId: 'admin' }], {
    ...none,
    organizationAdmin: true,
  });
  await signIn(
    'the admin of another organization',
    [{ organizationId: SECOND_ORGANIZATION, groupId: SECOND_ORGANIZATION, roleId: 'admin' }],
    { ...none, organization: SECOND_ORGANIZATION, organizationAdmin: true },
  );
  for (const role of ['phys', 'res', 'stat', 'mod', 'dev'] as const) {
    await signIn(`${role} of another organization`, [{ organizationId: SECOND_ORGANIZATION, groupId: SECOND_GROUP, roleId: role }], {
      ...none,
      organization: SECOND_ORGANIZATION,
    });
  }
  // What the units own besides the probes' fixtures: the owner's group's, and the second organization's group's.
  for (const name of ['contract', 'newsItem', 'staffUser', 'staffInvite', 'bugReport', 'application', 'oauthToken', 'authoredProm'])
    ownerUnitIds.add((await makers[name]!(owner, t)).Id);
  const secondAdmin = await groupStaff(t, SECOND_ORGANIZATION, SECOND_GROUP);
  for (const make of [makeContract, makeNewsItem]) secondUnitIds.add((await make(secondAdmin)).Id);
  await signIn('the service’s administrator', [{ organizationId: '0', groupId: '0', roleId: 'admin' }], {
    ...none,
    organization: '0',
    organizationAdmin: true,
    systemAdmin: true,
  });
}, 120_000);
afterAll(() => t.close());

/**
 * Whether the caller's units give them the route: `group` is the group they act in (for an admin,
 * one they administer), `organization` needs an organization admin, `system` the service's
 * administrator. A role the table gives only a unit the caller lacks is refused (403).
 */
function unitsAllow(route: DeclaredRoute, caller: Caller): boolean {
  const access = route.access;
  if (access.kind === 'public' || !caller.role) return true;
  const held = conditionsFor(caller.role, access.area, access.action).filter((c) => access.via.includes(c));
  return held.some(
    (c) =>
      !['organization', 'system'].includes(c) ||
      (c === 'organization' && caller.organizationAdmin) ||
      (c === 'system' && caller.systemAdmin),
  );
}

/** Whether the route takes the `system` condition: the service's administrator then reaches every organization's units. */
const systemWide = (route: DeclaredRoute) => route.access.kind !== 'public' && route.access.via.includes('system');

/**
 * Whether the caller reaches the unit a probe addresses: the owner's group (its admins, the
 * organization's, the service's where the route takes `system`), or the owner's organization.
 * Elsewhere the service's administrator is the global organization's admin, and reaches no other.
 */
function reachesUnit(route: DeclaredRoute, unit: NonNullable<Probe['unit']>, caller: Caller): boolean {
  if (unit === 'activeGroup') return caller.inOwnerGroup;
  if (caller.systemAdmin) return systemWide(route);
  if (caller.organization !== ORGANIZATION) return false;
  return unit === 'organization' || caller.inOwnerGroup || caller.organizationAdmin;
}

/** What the caller must get: the access rule, the probe and the domain's table decide. */
function expected(route: DeclaredRoute, caller: Caller): number {
  const { access, probe } = route;
  const status = probe!.status;
  if (access.kind === 'public') return status;
  if (!caller.role) return 401;
  if (!access.roles.includes(caller.role)) return 403;
  if (caller.isOwner) return status;
  if (!unitsAllow(route, caller)) return 403;
  if (probe!.unit && !reachesUnit(route, probe!.unit, caller)) return 404;
  const addressesOwner = (probe!.needs?.length ?? 0) > 0;
  // A route of the caller's own data acts on the caller's own; the owner's records are not found.
  if (access.via.includes('own')) return addressesOwner ? 404 : status;
  // A route of things that are nobody's health data (the catalogue, the caller's organization).
  if (!access.via.some((c) => c === 'share' || c === 'groupPatient')) return status;
  const grant = { share: caller.shared ? ALL_FLAGS : null, group: caller.inOwnerGroup && ownerConsents ? OWNER_GROUP_READS : null };
  return grantAllows(caller.role, grant, access.area as PatientDataArea, access.action) ? status : 404;
}

async function makeFixtures(route: DeclaredRoute): Promise<Map<string, Fixture>> {
  const made = new Map<string, Fixture>();
  for (const name of route.probe!.needs ?? []) {
    const maker = makers[name];
    if (!maker) throw new Error(`No area makes the fixture ${name}`);
    const fixture = await maker(owner, t);
    made.set(name, fixture);
    // A unit's thing; not the unit itself (a group, its settings, its organization: named by ids many answers hold).
    if (route.probe!.unit && fixture.Id !== OWNER_GROUP && fixture.Id !== ORGANIZATION) ownerUnitIds.add(fixture.Id);
  }
  return made;
}

/** The ids of units' things the caller must not see on this route: the owner's group's unless they reach it, the second organization's unless they work there. */
function unreached(route: DeclaredRoute, caller: Caller): string[] {
  const ids = reachesUnit(route, 'group', caller) ? [] : [...ownerUnitIds];
  if (caller.organization !== SECOND_ORGANIZATION && !(caller.systemAdmin && systemWide(route))) ids.push(...secondUnitIds);
  return ids;
}

/** A 2xx answer that holds a thing of a unit the caller does not reach (a list the units rule should have scoped). */
function unitLeak(route: DeclaredRoute, caller: Caller, response: LightMyRequestResponse): string[] {
  if (response.statusCode >= 300) return [];
  if ([...ownerUnitIds, ...secondUnitIds].some((id) => response.body.includes(id))) unitThingsSeen += 1;
  const leaked = unreached(route, caller).filter((id) => response.body.includes(id));
  return leaked.length
    ? [
        `${route.method} ${route.url} as ${caller.name}: answered ${response.statusCode} with ${leaked.join(', ')} of a unit it does not reach`,
      ]
    : [];
}

function send(route: DeclaredRoute, made: Map<string, Fixture>, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  const probe = route.probe!;
  const f = probeFixtures(
    (name) =>
      made.get(name) ??
      (() => {
        throw new Error(`${route.url} uses fixture ${name} without needing it`);
      })(),
  );
  let url = route.url;
  for (const [name, value] of Object.entries(probe.params?.(f) ?? {})) url = url.replace(`:${name}`, encodeURIComponent(value));
  const query = probe.query ? `?${new URLSearchParams(probe.query(f))}` : '';
  const body = probe.body?.(f);
  const payload =
    body === undefined ? undefined : probe.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
  const type = body === undefined ? {} : { 'content-type': probe.form ? 'application/x-www-form-urlencoded' : 'application/json' };
  return t.app.inject({
    method: route.method as Method,
    url: `${url}${query}`,
    headers: { ...headers, ...type },
    ...(payload ? { payload } : {}),
  });
}

const auditCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_logs WHERE patient_id = $1', [owner.patientId]))[0]!.n;

/** What a caller read of the owner, by their View rows: one per record, or one per patient of a cohort read with its `Ids`. */
const viewsBy = async (caller: Caller) =>
  t.db.query<{ id: string; resource_type: string; resource_id: string; data_after: { Ids?: string[] } | null }>(
    "SELECT id, resource_type, resource_id, data_after FROM audit_logs WHERE patient_id = $1 AND actor_user_id = $2 AND action_type = 'View'",
    [owner.patientId, caller.userId],
  );

const documentation = (route: DeclaredRoute) => route.url.startsWith('/api/docs');

/** A read of one patient's data under a grant: it must audit every record it serves to someone other than the owner. */
const grantedRead = (route: DeclaredRoute) =>
  route.access.kind === 'capability' &&
  route.access.action === 'read' &&
  route.access.via.some((c) => c === 'share' || c === 'groupPatient');

/** Whether the owner's consent, or a share for the staff's list, opens the cohort read's area to the caller. */
function cohortOpens(route: DeclaredRoute, caller: Caller): boolean {
  const cohort = route.probe!.cohort!;
  if (!caller.role || caller.isOwner) return false;
  const byGroup =
    caller.inOwnerGroup &&
    ownerConsents &&
    (cohort.export
      ? may(caller.role, 'exports', 'export', ['group']) &&
        grantAllows('res', { share: null, group: OWNER_GROUP_READS }, cohort.area, 'read')
      : grantAllows(caller.role, { share: null, group: OWNER_GROUP_READS }, cohort.area, 'read'));
  const byShare = cohort.list === true && caller.shared && grantAllows(caller.role, { share: ALL_FLAGS, group: null }, cohort.area, 'read');
  // An admin's list holds the active group's patients by membership (who they are, never what they reported):
  // the owner is a patient of their group and of the global one, where the service's administrator acts.
  const byMembership = cohort.list === true && (caller.inOwnerGroup || caller.systemAdmin) && may(caller.role, 'users', 'read', ['group']);
  return byGroup || byShare || byMembership;
}

/**
 * What a caller's answer must have written to the owner's audit log: a read under a grant, one
 * View row for each of the owner's records its answer holds (and at least one: every probe of a
 * granted read serves something); a cohort read, View rows exactly when the owner is the caller's
 * to read; anything else, none.
 */
function auditFailures(
  route: DeclaredRoute,
  caller: Caller,
  response: LightMyRequestResponse,
  made: Map<string, Fixture>,
  views: Awaited<ReturnType<typeof viewsBy>>,
): string[] {
  const label = `${route.method} ${route.url} as ${caller.name}`;
  const ok = response.statusCode < 300;
  if (route.probe!.cohort) {
    const opens = cohortOpens(route, caller) && ok;
    if (opens && views.length === 0) return [`${label}: read the owner in a cohort without a View row`];
    if (!opens && views.length > 0) return [`${label}: wrote View rows on an owner it may not read`];
    return [];
  }
  if (!grantedRead(route) || !ok) return views.length > 0 && !ok ? [`${label}: a refusal wrote View rows`] : [];
  if (views.length === 0) return [`${label}: served the owner's data without a View row`];
  const viewed = new Set(views.flatMap((v) => v.data_after?.Ids ?? [v.resource_id]));
  // The owner's records the answer holds (the patient's own id names whose they are, no record).
  const unaudited = [...made.values()]
    .map((f) => f.Id)
    .filter((id) => id !== owner.patientId && response.body.includes(id) && !viewed.has(id));
  return unaudited.length ? [`${label}: served ${unaudited.join(', ')} without their View rows`] : [];
}

/**
 * One route as every caller: what each got against what they must get, whether a refusal holds
 * the owner's data, and what each answer wrote to the owner's audit log. The owner goes last (its
 * request may change or remove the fixture).
 */
async function walk(route: DeclaredRoute): Promise<string[]> {
  const failures: string[] = [];
  let made = await makeFixtures(route);
  const secrets = [...made.values()].map((f) => f.Id);
  const { access } = route;
  const isPublic = access.kind === 'public';
  const others = isPublic ? callers.filter((c) => !c.role) : callers.filter((c) => !c.isOwner);
  const watched = grantedRead(route) || route.probe!.cohort !== undefined;
  const auditBefore = await auditCount();
  for (const caller of others) {
    const want = expected(route, caller);
    const before = new Set(watched && caller.userId ? (await viewsBy(caller)).map((v) => v.id) : []);
    const response = await send(route, made, caller.headers);
    const label = `${route.method} ${route.url} as ${caller.name}`;
    if (response.statusCode !== want) failures.push(`${label}: ${response.statusCode}, expected ${want} (${response.body.slice(0, 120)})`);
    failures.push(...unitLeak(route, caller, response));
    // A public route's caller holds what the link gives (a PROM request's id is its secret); a grant shows the owner's data.
    const sees = response.statusCode < 300 && (access.kind === 'public' || !access.via.includes('own'));
    if (!sees && secrets.some((id) => response.body.includes(id))) failures.push(`${label}: the answer holds the owner's data`);
    if (watched && caller.userId) {
      failures.push(
        ...auditFailures(
          route,
          caller,
          response,
          made,
          (await viewsBy(caller)).filter((v) => !before.has(v.id)),
        ),
      );
    }
    // A unit's thing changed or removed by one caller: the next gets one as it was made.
    if (route.probe!.unit && route.method !== 'GET' && response.statusCode < 300) {
      made = await makeFixtures(route);
      secrets.push(...[...made.values()].map((f) => f.Id));
    }
  }
  // Nobody but the owner changes the owner's records: other callers add View rows, and nothing else.
  const added = await t.db.query<{ action_type: string }>(
    'SELECT action_type FROM audit_logs WHERE patient_id = $1 ORDER BY time_stamp DESC LIMIT $2',
    [owner.patientId, (await auditCount()) - auditBefore],
  );
  const publicWrite = isPublic && route.method !== 'GET';
  if (!publicWrite && added.some((r) => r.action_type !== 'View')) {
    failures.push(
      `${route.method} ${route.url}: another caller wrote ${added.map((r) => r.action_type).join(', ')} to the owner's audit log`,
    );
  }
  if (!watched && !publicWrite && added.length > 0)
    failures.push(`${route.method} ${route.url}: wrote View rows without reading the owner's data`);
  if (!isPublic) {
    const me = callers.find((c) => c.isOwner)!;
    const mine = await send(route, made, me.headers);
    failures.push(...unitLeak(route, me, mine));
    if (mine.statusCode !== expected(route, me)) {
      failures.push(
        `${route.method} ${route.url} as the owner: ${mine.statusCode}, expected ${expected(route, me)} (${mine.body.slice(0, 160)})`,
      );
    }
  }
  return failures;
}

describe('the access matrix', () => {
  it('has every registered route declare what to send and expect', async () => {
    await t.app.ready();
    const undeclared = t.app.declaredRoutes.filter((r) => !r.probe && !documentation(r)).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(t.app.declaredRoutes.length).toBeGreaterThan(80);
  });

  it('leaves the API documentation open to all', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
  });

  it(
    'answers every route as the access table says, for every caller, with nothing of the owner in a refusal',
    { timeout: 600_000 },
    async () => {
      const failures: string[] = [];
      for (const route of t.app.declaredRoutes.filter((r) => r.probe && !documentation(r))) failures.push(...(await walk(route)));
      expect(failures).toEqual([]);
      expect(unitThingsSeen).toBeGreaterThan(20);
    },
  );

  it(
    'closes every read of the owner’s group once the owner withdraws its consent, and leaves shares as they are',
    { timeout: 600_000 },
    async () => {
      const [consent] = await t.db.query<{ id: string }>(
        `SELECT v.id FROM contract_versions v JOIN contracts c ON c.id = v.contract_id WHERE c.group_id = $1 AND c.descriptor = 'consent' AND v.language = 'sv'`,
        [OWNER_GROUP],
      );
      const me = callers.find((c) => c.isOwner)!;
      const withdrawn = await t.app.inject({
        method: 'POST',
        url: `/identity/my/group/contracts/${consent!.id}/withdraw`,
        headers: { ...me.headers, 'content-type': 'application/json' },
        payload: 'false',
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      ownerConsents = false;
      const reads = t.app.declaredRoutes.filter((r) => r.probe && (grantedRead(r) || r.probe.cohort));
      expect(reads.length).toBeGreaterThan(15);
      const failures: string[] = [];
      for (const route of reads) failures.push(...(await walk(route)));
      expect(failures).toEqual([]);
    },
  );
});
