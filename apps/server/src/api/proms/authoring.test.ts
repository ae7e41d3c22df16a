import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newQuestion, normaliseAuthoredProm, type PromInput, type RoleId } from '@symptoms/domain';
import { installShippedProms } from '../../seed/proms';
import { createTestApp, type Method, type TestApp } from '../../test/harness';

const ORG = 'org-auth';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => installShippedProms(tx));
  await t.createGroup('study-a', ORG);
  await t.createGroup('study-b', ORG);
  await t.createGroup('elsewhere', 'org-other');
  await t.createGroup(ORG, ORG);
});
afterAll(() => t.close());

async function caller(roleId: RoleId, groupId = 'study-a', organizationId = ORG) {
  const user = await t.createUser({ roles: [{ organizationId, groupId, roleId }] });
  const login = await t.login(user.email);
  return {
    ...user,
    call: (method: Method, url: string, body?: unknown, language = 'sv'): Promise<LightMyRequestResponse> =>
      t.app.inject({ method, url: `/api${url}`, headers: t.headers(login, { 'x-languageid': language }), payload: body as object }),
  };
}

const version = (id: string, language: 'sv' | 'en' = 'sv'): PromInput =>
  normaliseAuthoredProm({
    Id: id,
    Language: language,
    LanguageIds: [language],
    Title: language === 'sv' ? 'Sömnvanor' : 'Sleep habits',
    Concept: 'Sömn',
    About: '',
    OriginalName: 'Sömnvanor',
    Questions: [
      {
        ...newQuestion(1),
        Id: 'sover',
        Header: 'Sover du bra?',
        Answers: [
          { Id: 'ja', Text: 'Ja', Index: 0, ExportValue: 1 },
          { Id: 'nej', Text: 'Nej', Index: 0, ExportValue: 0 },
        ],
        Conditionals: [{ ComparisonOperator: 'eq', CompareQuestionId: 'sover', CompareAnswerId: 'ja', RedirectQuestionId: 0 }],
      },
      { ...newQuestion(2), Id: 'varfor', Header: 'Vad stör sömnen?', QuestionType: 'text', Required: false },
    ],
  });

const meta = (Id: string) => ({ Id, About: 'Om sömn', OriginalName: 'Sömnvanor' });

describe('PROM authoring', () => {
  it('saves the metadata, then language versions; the metadata locks (Version > 0) and a second POST answers 4003', async () => {
    const researcher = await caller('res');
    const created = await researcher.call('POST', '/proms', meta('somn-a'));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ Meta: { Id: 'somn-a', Version: 0, IsVisible: false }, Prom: null, CanEdit: true });
    const sv = await researcher.call('POST', '/proms/somn-a/versions', { Prom: version('somn-a') });
    expect(sv.statusCode, sv.body).toBe(201);
    expect(sv.json()).toMatchObject({ Meta: { Version: 1 }, LanguageIds: ['sv'], PromVersion: 0 });
    const again = await researcher.call('POST', '/proms', meta('somn-a'));
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorCode).toBe(4003);
    const en = await researcher.call('POST', '/proms/somn-a/versions', { Prom: version('somn-a', 'en') });
    expect(en.statusCode, en.body).toBe(201);
    const read = (await researcher.call('GET', '/proms/somn-a/versions/sv')).json();
    expect(read.LanguageIds).toEqual(['en', 'sv']);
    expect(read.Prom.LanguageIds).toEqual(['en', 'sv']);
    expect(read.Prom.Questions[0].Id).toBe('Q1-sover');
    expect((await researcher.call('POST', '/proms/somn-a/versions', { Prom: version('somn-a') })).json().ErrorCode).toBe(4003);
  });

  it('changes a language version with its Version; a stale one answers 4003', async () => {
    const researcher = await caller('res');
    await researcher.call('POST', '/proms', meta('somn-b'));
    await researcher.call('POST', '/proms/somn-b/versions', { Prom: version('somn-b') });
    const loaded = (await researcher.call('GET', '/proms/somn-b/versions/sv')).json();
    const changed = { ...loaded.Prom, Title: 'Sömn och vila' };
    const put = await researcher.call('PUT', '/proms/somn-b/versions/sv', { Prom: changed, Version: loaded.PromVersion });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().Prom.Title).toBe('Sömn och vila');
    const stale = await researcher.call('PUT', '/proms/somn-b/versions/sv', { Prom: changed, Version: loaded.PromVersion });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().ErrorCode).toBe(4003);
    // Anyone signed in now reads the new title through the catalogue once it is visible.
    expect((await researcher.call('GET', '/proms')).json().find((p: { Id: string }) => p.Id === 'somn-b')).toMatchObject({
      Title: 'Sömn och vila',
      CanEdit: true,
      Shipped: false,
    });
  });

  it('refuses what breaks the rules, field by field, in the caller’s language', async () => {
    const researcher = await caller('res');
    await researcher.call('POST', '/proms', meta('somn-c'));
    const bad = { ...version('somn-c'), Title: 'S', Questions: [] };
    const response = await researcher.call('POST', '/proms/somn-c/versions', { Prom: bad }, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors['Prom.Title']).toEqual(['At least 2 characters.']);
    expect(response.json().Errors['Prom.Questions']).toBeDefined();
    expect((await researcher.call('POST', '/proms', { ...meta('x'.repeat(21)) })).statusCode).toBe(400);
    expect((await researcher.call('POST', '/proms', { ...meta('ok-id'), About: 'a'.repeat(1025) })).statusCode).toBe(400);
    expect((await researcher.call('POST', '/proms/somn-c/versions', { Prom: version('other-id') })).statusCode).toBe(400);
  });

  it('keeps the shipped instruments read-only (a copy under another id may be changed)', async () => {
    const researcher = await caller('res');
    expect((await researcher.call('POST', '/proms', meta('phq9'))).json().ErrorCode).toBe(4181);
    const phq9 = (await researcher.call('GET', '/proms/phq9/versions/sv')).json();
    expect(phq9).toMatchObject({ Shipped: true, CanEdit: false });
    expect((await researcher.call('PUT', '/proms/phq9/versions/sv', { Prom: phq9.Prom, Version: phq9.PromVersion })).statusCode).toBe(404);
    expect((await researcher.call('POST', '/proms', meta('phq9-kopia'))).statusCode).toBe(201);
    const copy = { ...phq9.Prom, Id: 'phq9-kopia', Title: 'PHQ-9 (kopia)' };
    expect((await researcher.call('POST', '/proms/phq9-kopia/versions', { Prom: copy })).statusCode).toBe(201);
  });

  it('lets researchers author their group’s PROMs, admins their groups’ and the organization admin all; others get 404 or 403', async () => {
    const author = await caller('res', 'study-a');
    await author.call('POST', '/proms', meta('somn-d'));
    await author.call('POST', '/proms/somn-d/versions', { Prom: version('somn-d') });
    const loaded = (await author.call('GET', '/proms/somn-d/versions/sv')).json();
    const put = (who: Awaited<ReturnType<typeof caller>>) =>
      who.call('PUT', '/proms/somn-d/versions/sv', { Prom: loaded.Prom, Version: loaded.PromVersion });
    expect((await put(await caller('res', 'study-b'))).statusCode).toBe(404);
    expect((await put(await caller('admin', 'elsewhere', 'org-other'))).statusCode).toBe(404);
    expect((await put(await caller('pat', 'study-a'))).statusCode).toBe(403);
    expect((await put(await caller('phys', 'study-a'))).statusCode).toBe(403);
    expect((await (await caller('res', 'study-b')).call('GET', '/proms')).json().map((p: { Id: string }) => p.Id)).not.toContain('somn-d');
    // A group admin of another group is refused; the organization's admin (its own group) is not.
    expect((await put(await caller('admin', 'study-b'))).statusCode).toBe(404);
    expect((await put(await caller('admin', ORG))).statusCode).toBe(200);
  });

  it('deletes a PROM nobody has answered, keeps one that has answers (4180), keeps the last language (4182)', async () => {
    const researcher = await caller('res');
    await researcher.call('POST', '/proms', { ...meta('somn-e'), IsVisible: true });
    await researcher.call('POST', '/proms/somn-e/versions', { Prom: version('somn-e') });
    await researcher.call('POST', '/proms/somn-e/versions', { Prom: version('somn-e', 'en') });
    expect((await researcher.call('DELETE', '/proms/somn-e/en')).statusCode).toBe(204);
    expect((await researcher.call('DELETE', '/proms/somn-e/sv')).json().ErrorCode).toBe(4182);
    const patient = await caller('pat', 'study-a');
    const answered = await patient.call('POST', '/my/promreports', {
      PromId: 'somn-e',
      Answers: [{ QuestionId: 'Q1-sover', AnswerId: 'Q1A1-ja' }],
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect((await researcher.call('DELETE', '/proms/somn-e')).json().ErrorCode).toBe(4180);
    await researcher.call('POST', '/proms', meta('somn-f'));
    expect((await researcher.call('DELETE', '/proms/somn-f')).statusCode).toBe(204);
    expect((await researcher.call('GET', '/proms/somn-f/versions/sv')).statusCode).toBe(404);
  });
});
