import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessage, type AdminGroup } from '@symptoms/domain';
import { migrate } from '../db/migrate';
import { installShippedProms } from '../seed/proms';
import { createTestApp, migratedUpTo, type Method, type TestApp } from './harness';

/**
 * Links the app shows take http(s) only (docs/decisions.md, "Units", issue 32 item 6): a group's
 * links and a study task's ActionLink, refused with the same message on both sides; migration 0031
 * removes any other scheme already stored.
 */
const ORG = 'org-links';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => installShippedProms(tx));
  await t.createGroup(ORG, ORG);
  await t.createGroup('links-study', ORG);
});
afterAll(() => t.close());

async function signedIn(groupId: string, roleId: 'admin' | 'res') {
  const user = await t.createUser({ roles: [{ organizationId: ORG, groupId, roleId }] });
  const login = await t.login(user.email);
  return (method: Method, url: string, payload: unknown, language: 'sv' | 'en') =>
    t.app.inject({ method, url: `/api${url}`, headers: t.headers(login, { 'x-languageid': language }), payload: payload as object });
}

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  'ftp://example.com/x',
];

describe('links take http(s) only', () => {
  it('refuses a group link of any other scheme, in the caller’s language, and keeps the group as it was', async () => {
    const call = await signedIn(ORG, 'admin');
    const group = (await call('GET', '/my/organization/groups/links-study', undefined, 'sv')).json<AdminGroup>();
    const { OrganizationId, DisplayName, IsGlobal, PusherId, GroupCardPromId, StudyTasksPublished, ...input } = group as AdminGroup &
      Record<string, unknown>;
    void [OrganizationId, DisplayName, IsGlobal, PusherId, GroupCardPromId, StudyTasksPublished];
    for (const field of ['LandingPageUrl', 'HelpUrl', 'Link1Url', 'Link2Url']) {
      for (const url of HOSTILE) {
        for (const language of ['sv', 'en'] as const) {
          const response = await call('PUT', '/my/organization/groups/links-study', { ...input, [field]: url }, language);
          expect(response.statusCode, `${field} ${url}`).toBe(400);
          expect(response.json().Errors[field]).toEqual([validationMessage('webUrl', language)]);
        }
      }
    }
    const saved = await call(
      'PUT',
      '/my/organization/groups/links-study',
      { ...input, HelpUrl: 'https://www.1177.se/', Link1Url: 'http://example.com/a' },
      'sv',
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ HelpUrl: 'https://www.1177.se/', Link1Url: 'http://example.com/a', Version: group.Version + 1 });
  });

  it('refuses a study task’s ActionLink of any other scheme', async () => {
    const call = await signedIn('links-study', 'res');
    const task = (ActionLink: string | null) => ({
      DaysAfterInclusion: 0,
      Priority: 1,
      AllowedDaysBefore: 0,
      AllowedDaysAfter: 3,
      Automatic: true,
      CardText: 'Ladda upp remissen',
      ModalHeader: 'Remiss',
      ModalText: 'Läs mer på länken.',
      ModalButtonText: 'Öppna',
      Action: 'fileupload',
      ActionLink,
      PromId: null,
      PromReference: null,
      StudyTaskNotifications: [],
    });
    for (const url of HOSTILE) {
      const response = await call('PUT', '/my/group/study-tasks', { Version: 0, Tasks: [task(url)] }, 'en');
      expect(response.statusCode, url).toBe(400);
      expect(response.json().Errors['Tasks.0.ActionLink']).toEqual([validationMessage('webUrl', 'en')]);
    }
    expect(await t.db.query("SELECT 1 FROM study_tasks WHERE group_id = 'links-study'")).toHaveLength(0);
    expect((await call('PUT', '/my/group/study-tasks', { Version: 0, Tasks: [task('https://www.1177.se/remiss')] }, 'sv')).statusCode).toBe(
      200,
    );
  });
});

describe('migration 0031', () => {
  it('removes stored links of other schemes, gives each organization its own group, and makes the texts written so far the system’s', async () => {
    const { db, drop } = await migratedUpTo('0028_export_log.sql');
    try {
      await db.query("INSERT INTO organizations (id, name) VALUES ('region', 'Region Mitt')");
      await db.query(
        `INSERT INTO groups (id, organization_id, name, help_url, link1_url, link2_url, landing_page_url)
         VALUES ('region-clinic', 'region', 'Kliniken', 'javascript:alert(1)', 'https://www.1177.se/', ' data:text/html,x', 'HTTP://example.com')`,
      );
      await db.query(
        `INSERT INTO study_tasks (organization_id, group_id, days_after_inclusion, priority, allowed_days_before, allowed_days_after, automatic, action, action_link)
         VALUES ('region', 'region-clinic', 0, 1, 0, 1, true, 'fileupload', 'javascript:void(0)'),
                ('region', 'region-clinic', 1, 1, 0, 1, true, 'fileupload', 'https://example.com/ok')`,
      );
      await db.query("INSERT INTO language_strings (id, language_id, description, text) VALUES ('welcome:title', 'sv', 'Rubrik', 'Hej')");
      await migrate(db);
      const [group] = await db.query('SELECT help_url, link1_url, link2_url, landing_page_url FROM groups WHERE id = $1', [
        'region-clinic',
      ]);
      expect(group).toEqual({ help_url: null, link1_url: 'https://www.1177.se/', link2_url: null, landing_page_url: 'HTTP://example.com' });
      const links = await db.query('SELECT action_link FROM study_tasks ORDER BY days_after_inclusion');
      expect(links).toEqual([{ action_link: null }, { action_link: 'https://example.com/ok' }]);
      const own = await db.query("SELECT id, organization_id, name FROM groups WHERE id IN ('region', '0') ORDER BY id");
      expect(own).toEqual([
        { id: '0', organization_id: '0', name: 'Symptoms' },
        { id: 'region', organization_id: 'region', name: 'Region Mitt' },
      ]);
      expect(await db.query('SELECT organization_id, text FROM language_strings')).toEqual([{ organization_id: '0', text: 'Hej' }]);
    } finally {
      await drop();
    }
  });
});
