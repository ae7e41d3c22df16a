import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminGroup, GroupLoginFace, GroupPage, type GroupInput } from '@symptoms/domain';
import { installShippedProms } from '../../seed/proms';
import { createTestApp, type Method, type TestApp } from '../../test/harness';

let t: TestApp;
type Caller = (method: Method, url: string, payload?: unknown, language?: string) => Promise<LightMyRequestResponse>;
let adminA: Caller;
let adminB: Caller;

async function callerWith(roles: Parameters<TestApp['createUser']>[0]): Promise<Caller> {
  const user = await t.createUser(roles);
  const login = await t.login(user.email);
  return (method, url, payload, language = 'sv') =>
    t.app.inject({ method, url: `/api${url}`, headers: t.headers(login, { 'x-languageid': language }), payload: payload as object });
}

const input = (overrides: Partial<GroupInput> = {}): GroupInput => ({
  Id: 'ryggen',
  Name: 'Ryggmottagningen',
  Version: 0,
  UrlSlug: 'ryggen',
  LandingPageUrl: null,
  WelcomeText: 'Välkommen till ryggmottagningen.',
  GreetingText: null,
  IntroText: null,
  InfoText: null,
  FormTitle: null,
  FormText: null,
  FormButtonLabel: null,
  HelpUrl: 'https://example.com/hjalp',
  Link1Url: null,
  Link1Text: null,
  Link2Url: null,
  Link2Text: null,
  MFStudySlug: null,
  MFGroupSyncActive: false,
  FirstReportSavedText: null,
  SymptomTypes: ['pain', 'generic'],
  StatusReportTypes: ['pain', 'tiredness'],
  SymptomDefinitions: [
    { Name: 'Ryggvärk', Index: 7 },
    { Name: 'Stelhet', Index: 3 },
  ],
  PromGroups: [],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => installShippedProms(tx));
  // Each organization's own group (its id is the organization's): its admins are the organization's.
  await t.createGroup('org-a', 'org-a');
  await t.createGroup('org-b', 'org-b');
  await t.createGroup('clinic-a', 'org-a');
  await t.createGroup('clinic-b', 'org-b');
  const organizationAdmin = (organizationId: string, groupId: string) =>
    callerWith({
      roles: [
        { organizationId, groupId, roleId: 'admin' },
        { organizationId, groupId: organizationId, roleId: 'admin' },
      ],
    });
  adminA = await organizationAdmin('org-a', 'clinic-a');
  adminB = await organizationAdmin('org-b', 'clinic-b');
});
afterAll(() => t.close());

describe('groups of an organization', () => {
  it('creates a group with every field, its ordered symptom definitions and PROMs; its address opens its login page', async () => {
    const [prom] = await t.db.query<{ id: string }>('SELECT id FROM proms ORDER BY id LIMIT 1');
    const created = await adminA('POST', '/my/organization/groups', input({ PromGroups: [{ PromId: prom!.id }] }));
    expect(created.statusCode).toBe(200);
    const group = AdminGroup.parse(created.json());
    expect(group).toMatchObject({ Id: 'ryggen', OrganizationId: 'org-a', Name: 'Ryggmottagningen', UrlSlug: 'ryggen', Version: 0 });
    expect(group.SymptomDefinitions).toEqual([
      { Name: 'Ryggvärk', Index: 0 },
      { Name: 'Stelhet', Index: 1 },
    ]);
    expect(group.PromGroups).toEqual([{ PromId: prom!.id }]);
    expect(group.StatusReportTypes).toEqual(['pain', 'tiredness']);

    const face = await t.app.inject({ method: 'GET', url: '/api/groups/slug/ryggen' });
    expect(GroupLoginFace.parse(face.json())).toMatchObject({ GroupId: 'ryggen', DisplayName: 'Ryggmottagningen' });
  });

  it('lists the organization’s groups, searched and paged, and nothing of another organization', async () => {
    const page = GroupPage.parse((await adminA('GET', '/my/organization/groups')).json());
    expect(page.Items.map((g) => g.Id).sort()).toEqual(['clinic-a', 'org-a', 'ryggen']);
    expect(page.Items.find((g) => g.Id === 'clinic-a')?.MemberCount).toBe(1);
    const searched = GroupPage.parse((await adminA('GET', '/my/organization/groups?search=RYGG')).json());
    expect(searched.Items.map((g) => g.Id)).toEqual(['ryggen']);
    const paged = GroupPage.parse((await adminA('GET', '/my/organization/groups?count=1&start=1')).json());
    expect(paged.Items).toHaveLength(1);
    expect(paged.Total).toBe(3);
    const other = GroupPage.parse((await adminB('GET', '/my/organization/groups')).json());
    expect(other.Items.map((g) => g.Id).sort()).toEqual(['clinic-b', 'org-b']);
  });

  it('edits every field, reorders the definitions, empties the address, and refuses a stale version', async () => {
    const current = AdminGroup.parse((await adminA('GET', '/my/organization/groups/ryggen')).json());
    const saved = await adminA(
      'PUT',
      '/my/organization/groups/ryggen',
      input({
        Version: current.Version,
        Name: 'Rygg och nacke',
        UrlSlug: '',
        GreetingText: 'Hej!',
        Link1Url: 'https://example.com/a',
        Link1Text: 'Mer',
        SymptomDefinitions: [
          { Name: 'Stelhet', Index: 1 },
          { Name: 'Nackvärk', Index: 0 },
          { Name: 'Ryggvärk', Index: 2 },
        ],
      }),
    );
    expect(saved.statusCode).toBe(200);
    const group = AdminGroup.parse(saved.json());
    expect(group).toMatchObject({ Name: 'Rygg och nacke', DisplayName: 'Rygg och nacke', UrlSlug: null, GreetingText: 'Hej!', Version: 1 });
    expect(group.SymptomDefinitions.map((d) => d.Name)).toEqual(['Stelhet', 'Nackvärk', 'Ryggvärk']);
    expect((await t.app.inject({ method: 'GET', url: '/api/groups/slug/ryggen' })).statusCode).toBe(404);

    const stale = await adminA('PUT', '/my/organization/groups/ryggen', input({ Version: current.Version, Name: 'Gammal' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().ErrorCode).toBe(4003);
  });

  it('refuses an address another group or the app itself uses (4150), a taken id (4151), and bad fields (4100)', async () => {
    await adminB('POST', '/my/organization/groups', input({ Id: 'hjartat', Name: 'Hjärtat', UrlSlug: 'hjartat', SymptomDefinitions: [] }));
    const current = AdminGroup.parse((await adminA('GET', '/my/organization/groups/ryggen')).json());
    for (const slug of ['hjartat', 'HJARTAT', 'admin', 'login']) {
      const taken = await adminA('PUT', '/my/organization/groups/ryggen', input({ Version: current.Version, UrlSlug: slug }), 'en');
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ ErrorCode: 4150, Message: 'The address is already in use. Choose another one.' });
    }
    const sameId = await adminA('POST', '/my/organization/groups', input({ Id: 'clinic-b', UrlSlug: null }));
    expect(sameId.json().ErrorCode).toBe(4151);
    // Another organization's id is kept for that organization's own group.
    await t.db.query("INSERT INTO organizations (id, name) VALUES ('org-c', 'C') ON CONFLICT DO NOTHING");
    const organizationId = await adminA('POST', '/my/organization/groups', input({ Id: 'org-c', UrlSlug: null }));
    expect([organizationId.statusCode, organizationId.json().ErrorCode]).toEqual([409, 4151]);

    const bad: Partial<GroupInput>[] = [
      { Name: '' },
      { Name: 'x'.repeat(65) },
      { Id: 'Has Spaces' },
      { Id: 'x'.repeat(33) },
      { UrlSlug: 'not a slug' },
      { UrlSlug: 'x'.repeat(65) },
      { HelpUrl: 'not a url' },
      { GreetingText: 'x'.repeat(129) },
      { FormButtonLabel: 'x'.repeat(33) },
      { WelcomeText: 'x'.repeat(1001) },
      { MFStudySlug: 'x'.repeat(41) },
      { Link1Text: 'x'.repeat(65) },
      { Name: 'Bell\u0007' },
      { SymptomDefinitions: [{ Name: 'x'.repeat(61), Index: 0 }] },
      {
        SymptomDefinitions: [
          { Name: 'Stelhet', Index: 0 },
          { Name: 'STELHET', Index: 1 },
        ],
      },
      { PromGroups: [{ PromId: 'no-such-prom' }] },
      { StatusReportTypes: ['not-a-status'] as unknown as GroupInput['StatusReportTypes'] },
    ];
    for (const change of bad) {
      const response = await adminA('PUT', '/my/organization/groups/ryggen', input({ Version: current.Version, ...change }));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().ErrorCode).toBe(4100);
    }
    const after = AdminGroup.parse((await adminA('GET', '/my/organization/groups/ryggen')).json());
    expect(after).toEqual(current);
  });

  it('answers 404 for another organization’s group and 403 to staff who are not admins', async () => {
    expect((await adminB('GET', '/my/organization/groups/ryggen')).statusCode).toBe(404);
    expect((await adminB('PUT', '/my/organization/groups/ryggen', input({ Version: 1 }))).statusCode).toBe(404);
    for (const roleId of ['phys', 'res', 'mod', 'dev'] as const) {
      const staff = await callerWith({ roles: [{ organizationId: 'org-a', groupId: 'clinic-a', roleId }] });
      expect((await staff('GET', '/my/organization/groups')).statusCode).toBe(403);
      expect((await staff('POST', '/my/organization/groups', input({ Id: 'new-one', UrlSlug: null }))).statusCode).toBe(403);
    }
  });
});

describe('deleting a group', () => {
  it('deletes an empty group with its own setup, and only for its organization’s admin', async () => {
    const made = await adminA('POST', '/my/organization/groups', input({ Id: 'tom-grupp', UrlSlug: 'tom-grupp' }));
    expect(made.statusCode).toBe(200);
    expect((await adminB('DELETE', '/my/organization/groups/tom-grupp')).statusCode).toBe(404);
    const groupAdmin = await callerWith({ roles: [{ organizationId: 'org-a', groupId: 'tom-grupp', roleId: 'admin' }] });
    const notTheirs = await groupAdmin('DELETE', '/my/organization/groups/tom-grupp');
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().ErrorCode).toBe(4162);
    // The group admin made above is a member: the group is not empty.
    const refused = await adminA('DELETE', '/my/organization/groups/tom-grupp', undefined, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ ErrorCode: 4152, Message: expect.stringMatching(/still members or patients/) });
    expect((await adminA('GET', '/my/organization/groups/tom-grupp')).statusCode).toBe(200);
    await t.db.query("DELETE FROM memberships WHERE group_id = 'tom-grupp'");
    expect((await adminA('DELETE', '/my/organization/groups/tom-grupp')).statusCode).toBe(204);
    expect((await adminA('GET', '/my/organization/groups/tom-grupp')).statusCode).toBe(404);
    expect(await t.db.query("SELECT 1 FROM group_symptom_definitions WHERE group_id = 'tom-grupp'")).toEqual([]);
  });

  it('keeps a group a patient belongs to, their records untouched, and the organization’s own group', async () => {
    const patient = await t.createUser({ roles: [{ organizationId: 'org-a', groupId: 'clinic-a', roleId: 'pat' }] });
    const refused = await adminA('DELETE', '/my/organization/groups/clinic-a');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().ErrorCode).toBe(4152);
    expect(await t.db.query('SELECT 1 FROM patients WHERE id = $1', [patient.patientId])).toHaveLength(1);
    expect((await adminA('DELETE', '/my/organization/groups/org-a')).statusCode).toBe(403);
    expect((await adminA('DELETE', '/my/organization/groups/no-such-group')).statusCode).toBe(404);
  });
});
