import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnswers, createRequest, promTestApp, signedInPatient } from '../api/promreports/test-support';
import type { TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await promTestApp());
});
afterAll(() => t.close());

const NUL = '\u0000';
const patientUpdate = {
  Gender: null,
  Model: null,
  Birthyear: null,
  Language: 'sv',
  Country: 'Sverige',
  Region: null,
  County: null,
  Municipal: null,
  City: null,
  AreaCode: null,
  AppVersion: null,
  TutorialsSeen: [],
  AdvancedManikin: false,
  PatientModelChosenSide: null,
  Version: 0,
};

describe('NUL and other control characters', () => {
  it('are refused with 400 in bodies, queries and paths of every kind of route, never a 500', async () => {
    const p = await signedInPatient(t);
    const other = await signedInPatient(t);
    const link = await createRequest(t.db, other.patientId, 'phq9');
    const profile = (await p.call('GET', '/my/patient')).json<{ Version: number }>();
    const update = { ...patientUpdate, Version: profile.Version };
    const attempts = [
      () => p.call('POST', '/my/promreports', { PromId: `phq9${NUL}`, Answers: completeAnswers('phq9') }),
      () => p.call('POST', '/my/promreports', { PromId: 'phq9', Note: `ont${NUL}`, Answers: completeAnswers('phq9') }),
      () => p.call('GET', `/my/promreports?promId=phq9%00`),
      () => p.call('GET', `/proms/phq9%00`),
      () => p.call('PUT', '/my/patient', { ...update, City: `Lund${NUL}` }),
      () => p.call('PUT', '/my/patient', { ...update, AppVersion: `1.0${NUL}` }),
      () => p.call('PUT', '/my/patient', { ...update, TutorialsSeen: [`home${NUL}`] }),
      () => p.call('PUT', '/my/patient', { ...update, Country: `Sverige\u001B[31m` }),
      () => p.call('POST', '/my/notes', { Content: `Anteckning\u0007`, Research: false }),
      () =>
        t.app.inject({
          method: 'PUT',
          url: '/identity/my/user',
          headers: t.headers(p.login),
          payload: {
            FirstName: `Anna${NUL}`,
            LastName: 'P',
            Email: p.user.email,
            PhoneNumber: null,
            LanguageId: 'sv',
            OptOut: false,
            Version: 0,
          },
        }),
      // The public fill link, without login.
      () =>
        t.app.inject({
          method: 'POST',
          url: `/api/promrequests/fill/${link}`,
          payload: { PromId: 'phq9', Note: `x${NUL}`, Answers: completeAnswers('phq9') },
        }),
      () => t.app.inject({ method: 'GET', url: `/api/promrequests/${link}%00` }),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().ErrorCode).toBe(4100);
    }
    expect((await p.call('GET', '/my/promreports')).json()).toEqual([]);
  });

  it('name the field in the caller’s language', async () => {
    const p = await signedInPatient(t);
    const response = await p.call('POST', '/my/promreports', { PromId: 'phq9', Note: `a${NUL}b`, Answers: completeAnswers('phq9') }, 'en');
    expect(response.json()).toMatchObject({ ErrorCode: 4100, Errors: { Note: ['The text contains characters that are not allowed.'] } });
    const sv = await p.call('POST', '/my/promreports', { PromId: 'phq9', Note: `a${NUL}b`, Answers: completeAnswers('phq9') });
    expect(sv.json().Errors).toEqual({ Note: ['Texten innehåller otillåtna tecken.'] });
  });

  it('leave line breaks and tabs in text alone', async () => {
    const p = await signedInPatient(t);
    const response = await p.call('POST', '/my/promreports', {
      PromId: 'phq9',
      Note: 'Rad ett\r\nrad två\tslut',
      Answers: completeAnswers('phq9'),
    });
    expect(response.statusCode).toBe(201);
  });
});
