import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPatient, createTestApp, type TestApp } from '../test/harness';

/** Inputs the fuzzing harness (test/fuzz.test.ts) found answered with a 500, kept as plain cases. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('inputs found by fuzzing', () => {
  it('a Version beyond PostgreSQL’s integer is refused as a field error', async () => {
    const p = await signedInPatient(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/identity/my/user',
      headers: t.headers(p.login),
      payload: {
        FirstName: 'Test',
        LastName: 'Person',
        Email: p.user.email,
        PhoneNumber: null,
        LanguageId: 'sv',
        OptOut: false,
        Version: 9999999999,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().Errors)).toEqual(['Version']);
    expect((await p.call('POST', '/my/notes', { Content: 'En anteckning', Research: false })).statusCode).toBe(201);
    const note = (await p.call('GET', '/my/notes')).json()[0];
    expect((await p.call('PUT', `/my/notes/${note.Id}`, { Content: 'Ändrad', Research: false, Version: 2 ** 31 })).statusCode).toBe(400);
  });
});
