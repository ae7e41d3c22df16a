import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { encodeMark, encodeVector, shippedProm, TwoFactorSetup, type LoginTokenResponse, type RoleId } from '@symptoms/domain';
import { sql } from '../../db/sql';
import { orderRefHash } from '../../platform/bankid/order-key';
import { sampleContract } from '../contracts/routes';
import { createInvite } from '../registration/invites';
import { TEST_PASSWORD, testPersonnummer, type Method, type TestApp } from '../../test/harness';
import type { startMailServer } from '../../test/mail-server';

/**
 * A person who has used every part of the product, for the erasure tests: distinctive identifiers
 * (name, e-mail, phone, personnummer, file names) that the tests then look for in every table.
 */

type MailServer = Awaited<ReturnType<typeof startMailServer>>;

export const CLINIC = { organizationId: 'org-erasure', groupId: 'erasure-clinic' } as const;
const CARE = { organizationId: 'org-erasure', groupId: 'erasure-care' } as const;
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Letters only, so a name passes every name rule and cannot occur by chance. */
const letters = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'q');
/** PHQ-9 with every question answered by its first answer. */
const phq9 = () =>
  shippedProm('phq9', 'sv')!
    .Questions.filter((q) => q.Required)
    .map((q) => ({ QuestionId: q.Id, AnswerId: q.Answers[0]!.Id }));
const digits = () => String(Math.floor(Math.random() * 1e6)).padStart(6, '0');

export interface Caller {
  userId: string;
  login: LoginTokenResponse;
  api(method: Method, url: string, body?: unknown, language?: string): Promise<LightMyRequestResponse>;
  identity(method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

function callerOf(t: TestApp, userId: string, login: LoginTokenResponse, userAgent = 'Mozilla/5.0 (Macintosh) Firefox/133.0'): Caller {
  const headers = (language = 'sv') => ({ ...t.headers(login, { 'x-languageid': language }), 'user-agent': userAgent });
  return {
    userId,
    login,
    api: (method, url, body, language) => t.app.inject({ method, url: `/api${url}`, headers: headers(language), payload: body as object }),
    identity: (method, url, body) => t.app.inject({ method, url: `/identity${url}`, headers: headers(), payload: body as object }),
  };
}

const ok = (response: LightMyRequestResponse, status: number) => {
  expect(response.statusCode, `${response.statusCode} ${response.body}`).toBe(status);
  return response;
};

/** A staff member of the erasure organization, renamed through the API to a name of their own and signed in again under it. */
export async function staffMember(t: TestApp, roleId: RoleId, place: { organizationId: string; groupId: string } = CARE) {
  await t.createGroup(place.groupId, place.organizationId);
  const user = await t.createUser({ roles: [{ ...place, roleId }] });
  const caller = callerOf(t, user.userId, await t.login(user.email));
  const me = ok(await caller.identity('GET', '/my/user'), 200).json<{ Version: number }>();
  const name = { FirstName: `Staffan${letters()}`, LastName: `Vardsson${letters()}` };
  ok(await caller.identity('PUT', '/my/user', { ...name, PhoneNumber: null, LanguageId: 'sv', OptOut: false, Version: me.Version }), 200);
  const renamed = callerOf(t, user.userId, await t.login(user.email));
  return { ...renamed, ...user, name: `${name.FirstName} ${name.LastName}`, identifiers: [name.FirstName, name.LastName, user.email] };
}

export interface Person extends Caller {
  patientId: string;
  email: string;
  /** Every text that identifies the person: what must be gone once they are. */
  identifiers: string[];
}

/** The code the person's authenticator app shows now. */
const totp = (manualSetupCode: string) =>
  new TOTP({ secret: Secret.fromBase32(manualSetupCode.replace(/\s/g, '')), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

/**
 * Registers a person by an invite and has them use everything: profile, every kind of report, a
 * note, an upload, shares both ways, a bug report with a screenshot, an invite of their own, a
 * consent, a study PROM request, a new address, two-factor, a password reset, several sessions, an
 * SSO identity and a BankID order. Staff read their data, so others' audit rows name them too.
 */
export async function personWithEverything(t: TestApp, mail: MailServer, staff: Awaited<ReturnType<typeof staffTeam>>): Promise<Person> {
  const tag = letters();
  const firstName = `Zebulonia${tag}`;
  const lastName = `Quillfeather${tag}`;
  const renamed = `Marbleworth${tag}`;
  const email = `zq-${tag}-${digits()}@example.com`;
  const newEmail = `zq-moved-${tag}-${digits()}@example.com`;
  const phone = `070${digits()}9`;
  const personnummer = testPersonnummer();
  const fileName = `blodprov-${tag}-${digits()}.png`;
  const screenshotName = `skarm-${tag}-${digits()}.png`;

  const { key } = await t.db.transaction((tx) =>
    createInvite(tx, {
      ...CLINIC,
      email,
      personnummer,
      provesPersonnummer: true,
      description: 'Välkommen till studien',
      createdBy: staff.researcher.userId,
    }),
  );
  const registration = {
    FirstName: firstName,
    LastName: lastName,
    Email: email,
    Personnummer: personnummer,
    PhoneNumber: phone,
    LanguageId: 'sv',
    Password: TEST_PASSWORD,
  };
  ok(await t.app.inject({ method: 'POST', url: `/identity/users/invite/${key}`, payload: registration }), 200);
  await mail.waitFor(email);
  const [ids] = await t.db.query<{ user_id: string; patient_id: string }>(
    sql`SELECT u.id AS user_id, p.id AS patient_id FROM users u JOIN patients p ON p.user_id = u.id WHERE lower(u.email) = lower(${email})`,
  );
  // The study's contract first: health data waits for it (412), and the next token knows it is answered.
  const first = callerOf(t, ids!.user_id, await t.login(email, { org: CLINIC.organizationId, group: CLINIC.groupId }));
  const owed = ok(await first.identity('GET', '/my/group/contracts/unconsented/sv'), 200).json<{ Id: string }[]>();
  const consents = owed.map((contract, i) => ({
    ContractLanguageVersionId: contract.Id,
    Consented: true,
    ...(i === 0 ? { Reference: `studie-${firstName}` } : {}),
  }));
  ok(await first.identity('POST', '/my/group/contracts/consents', { ConsentedContracts: consents }), 200);
  const login = await t.login(email, { org: CLINIC.organizationId, group: CLINIC.groupId });
  const me = callerOf(t, ids!.user_id, login);

  // The account: a new name and phone, a new address waiting for its link, two-factor, a reset mail.
  const user = ok(await me.identity('GET', '/my/user'), 200).json<{ Version: number }>();
  ok(
    await me.identity('PUT', '/my/user', {
      FirstName: firstName,
      LastName: renamed,
      PhoneNumber: phone,
      LanguageId: 'sv',
      OptOut: false,
      Version: user.Version,
    }),
    200,
  );
  ok(await me.identity('PUT', '/my/user/email', { Email: newEmail, Password: TEST_PASSWORD }), 200);
  await mail.waitFor(newEmail);

  // The profile and every kind of health data.
  const profile = ok(await me.api('GET', '/my/patient'), 200).json<Record<string, unknown>>();
  ok(await me.api('PUT', '/my/patient', { ...profile, Gender: 'female', Birthyear: 1980, AreaCode: '11122', City: 'Stockholm' }), 200);
  ok(await me.api('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 4 }] }), 201);
  const point = encodeMark({ X: -0.123, Y: 1.456, Z: 0.3, Size: 1 });
  const mark = {
    Symptom: { Name: 'Ont i knät' },
    CameraPosition: encodeVector({ X: 0, Y: 1, Z: 12.5 }),
    SymptomPoints: [point],
    Intensity: 6,
  };
  ok(await me.api('POST', '/my/symptomreports', { Model: 'female', Symptoms: [mark] }), 201);
  ok(await me.api('POST', '/my/promreports', { PromId: 'phq9', Answers: phq9() }), 201);
  ok(await me.api('POST', '/my/notes', { Content: `Jag heter ${firstName} ${lastName}, ring ${phone}` }), 201);
  const upload = { FileName: fileName, MimeType: 'image/png', Data: `data:image/png;base64,${PNG}` };
  ok(await me.api('POST', '/my/patient/uploads', upload), 201);

  // Shares: one the person made, one a clinician asked for; both clinicians read under them.
  const flags = { SymptomReports: true, PromReports: true, StatusReports: true, Notes: true };
  ok(await me.api('POST', '/my/shares', { ...flags, ShareWithEmail: staff.physician.email }), 201);
  const asked = ok(await staff.asker.api('POST', '/physician/shares', { ...flags, PatientPersonnummer: personnummer }), 201);
  ok(await me.api('POST', `/my/shares/${asked.json<{ ShareId: string }>().ShareId}/accept`), 200);
  ok(await staff.physician.api('GET', `/patients/${ids!.patient_id}/statusreports`), 200);
  ok(await staff.asker.api('GET', `/patients/${ids!.patient_id}/notes`), 200);

  // A study PROM request, a bug report with a screenshot, an invite of their own.
  const request = { Personnummer: personnummer, PromId: 'phq9', LanguageId: 'sv', Purpose: `Uppföljning av ${firstName}` };
  ok(await staff.researcher.api('POST', '/research/promrequests', request), 201);
  const bug = {
    Description: `Hej, det är ${firstName} ${lastName}. Grafen laddar inte.`,
    Anonymous: false,
    Screenshots: [{ FileName: screenshotName, MimeType: 'image/png', Data: PNG }],
  };
  const bugId = ok(await me.api('POST', '/bugreports', bug), 201).json<{ Id: string }>().Id;
  ok(await staff.admin.api('PUT', `/bugreports/${bugId}`, { Status: 'in-progress', Processed: true }), 200);
  const invite = { Description: `Hälsningar från ${firstName}`, Invites: [{ Email: `friend-${tag}@example.com` }] };
  ok(await me.identity('POST', '/my/invites', invite), 201);

  // More ways in: another session, an SSO identity and a BankID login (both made as their services store them).
  await t.login(email, { org: '0', group: '0' });
  await t.db.query(
    sql`INSERT INTO external_identities (provider, subject, user_id, email) VALUES ('keycloak', ${`subject-${tag}`}, ${ids!.user_id}, ${email})`,
  );
  await t.db.query(
    sql`INSERT INTO bankid_orders (order_ref_hash, qr_start_token, started_date, status, personnummer, given_name, surname, completed_date)
        VALUES (${orderRefHash(randomUUID())}, ${randomUUID()}, now(), 'complete', ${personnummer}, ${firstName}, ${lastName}, now())`,
  );
  await turnOnTwoFactor(me);
  ok(await t.app.inject({ method: 'POST', url: '/identity/users/password/reset', payload: { Email: email } }), 200);
  await mail.waitFor(email, 3);

  return {
    ...me,
    patientId: ids!.patient_id,
    email,
    identifiers: [firstName, lastName, renamed, email, newEmail, phone, personnummer.slice(2), fileName, screenshotName],
  };
}

/** The staff around the person: a clinician they share with, one who asks them, a researcher and an admin of the study. */
export async function staffTeam(t: TestApp) {
  return {
    admin: await staffMember(t, 'admin', CLINIC),
    researcher: await staffMember(t, 'res', CLINIC),
    physician: await staffMember(t, 'phys'),
    asker: await staffMember(t, 'phys'),
  };
}

/** The study's contract, which everyone joining it answers. */
export async function studyContract(admin: Caller): Promise<void> {
  ok(await admin.identity('POST', '/my/group/contracts', sampleContract('studie')), 201);
}

/** Two-factor on, and the caller's session authenticated with it (what an admin's account actions need). */
export async function turnOnTwoFactor(caller: Caller): Promise<void> {
  const setup = TwoFactorSetup.parse(ok(await caller.identity('POST', '/my/user/2fa/setup'), 200).json());
  ok(await caller.identity('POST', '/my/user/2fa', { Code: totp(setup.ManualSetupCode), SessionId: caller.login.session_id }), 204);
}
