import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewsItem } from '@symptoms/domain';
import { createTestApp, type Method, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('news-clinic', 'org-news');
  await t.createGroup('news-study', 'org-news');
  await t.createGroup('news-other', 'org-elsewhere');
  await t.createGroup('org-news', 'org-news');
  await t.createGroup('org-elsewhere', 'org-elsewhere');
});
afterAll(() => t.close());

async function as(roles: { organizationId: string; groupId: string; roleId: 'admin' | 'mod' | 'pat' | 'phys' }[], extra = {}) {
  const user = await t.createUser({ roles });
  const login = await t.login(user.email, extra);
  return (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: t.headers(login), payload: payload as object });
}

/** An organization admin: the admin role in the organization's own group too (docs/decisions.md, "Units"). */
const organizationAdmin = (organizationId: string, groupId: string) => [
  { organizationId, groupId, roleId: 'admin' as const },
  { organizationId, groupId: organizationId, roleId: 'admin' as const },
];

const item = { Title: 'Ny funktion', Content: 'Nu kan du **skriva ut** dina anteckningar.', Priority: 'very-important' };

describe('news', () => {
  it('an admin writes for the whole organization, a moderator for one group; members read what their groups open, new since their previous login', async () => {
    const admin = await as(organizationAdmin('org-news', 'news-clinic'));
    const moderator = await as([{ organizationId: 'org-news', groupId: 'news-study', roleId: 'mod' }]);
    const everyone = (await admin('POST', '/admin/news', item)).json<NewsItem>();
    expect(everyone).toMatchObject({
      Title: 'Ny funktion',
      Priority: 'very-important',
      GroupId: null,
      AuthorName: 'Test Person',
      Version: 0,
    });
    const study = await moderator('POST', '/admin/news', { Title: 'Studien', Content: 'Enkäten är öppen.' });
    expect(study.statusCode).toBe(201);
    expect(study.json()).toMatchObject({ Priority: 'not-important', GroupId: 'news-study' });

    const clinicPatient = await as([{ organizationId: 'org-news', groupId: 'news-clinic', roleId: 'pat' }]);
    const studyPatient = await as([{ organizationId: 'org-news', groupId: 'news-study', roleId: 'pat' }]);
    const outsider = await as([{ organizationId: 'org-elsewhere', groupId: 'news-other', roleId: 'pat' }]);
    const titles = async (call: typeof admin) => ((await call('GET', '/news')).json() as NewsItem[]).map((n) => n.Title);
    expect(await titles(clinicPatient)).toEqual(['Ny funktion']);
    expect((await titles(studyPatient)).sort()).toEqual(['Ny funktion', 'Studien']);
    expect(await titles(outsider)).toEqual([]);
    // Published before the account was made, at its first login: not new to it.
    expect(((await clinicPatient('GET', '/news')).json() as NewsItem[])[0]!.IsNew).toBe(false);

    // The moderator manages the group's item only; the admin the organization's.
    expect(((await moderator('GET', '/admin/news')).json() as NewsItem[]).map((n) => n.Title)).toEqual(['Studien']);
    expect((await moderator('PUT', `/admin/news/${everyone.Id}`, { ...item, Version: 0 })).statusCode).toBe(404);
    expect((await moderator('DELETE', `/admin/news/${everyone.Id}`)).statusCode).toBe(404);
    const elsewhereAdmin = await as(organizationAdmin('org-elsewhere', 'news-other'));
    expect((await elsewhereAdmin('GET', `/admin/news/${everyone.Id}`)).statusCode).toBe(404);

    const changed = await admin('PUT', `/admin/news/${everyone.Id}`, { ...item, Title: 'Ny funktion!', Version: 0 });
    expect(changed.json()).toMatchObject({ Title: 'Ny funktion!', Version: 1 });
    const stale = await admin('PUT', `/admin/news/${everyone.Id}`, { ...item, Version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().ErrorCode).toBe(4003);
    expect((await admin('DELETE', `/admin/news/${everyone.Id}`)).statusCode).toBe(204);
    expect(await titles(clinicPatient)).toEqual([]);
  });

  it('counts as new only what was published after the previous login, and hides what is scheduled', async () => {
    const admin = await as(organizationAdmin('org-news', 'news-clinic'));
    const reader = await t.createUser({ roles: [{ organizationId: 'org-elsewhere', groupId: 'news-other', roleId: 'pat' }] });
    const elsewhere = await as(organizationAdmin('org-elsewhere', 'news-other'));
    await t.login(reader.email);
    const old = (await elsewhere('POST', '/admin/news', { Title: 'Gammal', Content: 'Sedan förra gången.' })).json<NewsItem>();
    await t.db.query("UPDATE news_items SET publish_date = now() - interval '1 day' WHERE id = $1", [old.Id]);
    await elsewhere('POST', '/admin/news', {
      Title: 'Senare',
      Content: 'Publiceras i morgon.',
      PublishDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await elsewhere('POST', '/admin/news', { Title: 'Färsk', Content: 'Efter förra inloggningen.' });
    const login = await t.login(reader.email);
    const list = (await t.app.inject({ method: 'GET', url: '/api/news', headers: t.headers(login) })).json() as NewsItem[];
    expect(list.map((n) => [n.Title, n.IsNew])).toEqual([
      ['Färsk', true],
      ['Gammal', false],
    ]);
    expect(((await admin('GET', '/admin/news')).json() as NewsItem[]).some((n) => n.Title === 'Senare')).toBe(false);
  });

  it('refuses a short title, a long text, an unknown priority and control characters, and patients and physicians writing', async () => {
    const admin = await as(organizationAdmin('org-news', 'news-clinic'));
    for (const bad of [
      { ...item, Title: 'x' },
      { ...item, Content: 'x'.repeat(2049) },
      { ...item, Priority: 'urgent' },
      { ...item, Title: 'Hej\u0000' },
    ]) {
      const answer = await admin('POST', '/admin/news', bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().ErrorCode).toBe(4100);
    }
    const patient = await as([{ organizationId: 'org-news', groupId: 'news-clinic', roleId: 'pat' }]);
    expect((await patient('POST', '/admin/news', item)).statusCode).toBe(403);
    const physician = await as([{ organizationId: 'org-news', groupId: 'news-clinic', roleId: 'phys' }]);
    expect((await physician('GET', '/admin/news')).statusCode).toBe(403);
  });
});
