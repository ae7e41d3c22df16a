import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientSummary, RoleId, Share, StaffPatientPage } from '@symptoms/domain';
import { installShippedProms } from '../../seed/proms';
import { createTestApp, type Method, type TestApp } from '../../test/harness';
import { sampleReport } from '../symptomreports/routes';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => installShippedProms(tx));
  await t.createGroup('ward-a', 'org-p');
  await t.createGroup('ward-b', 'org-p');
});
afterAll(() => t.close());

interface Caller {
  userId: string;
  patientId: string | null;
  email: string;
  call: (method: Method, url: string, body?: unknown) => Promise<LightMyRequestResponse>;
}

async function caller(roleId: RoleId, groupId = roleId === 'pat' ? '0' : 'ward-b', name?: [string, string]): Promise<Caller> {
  const organizationId = groupId === '0' ? '0' : 'org-p';
  // A patient of a ward is in Symptoms too (where the shipped PROMs are).
  const global = roleId === 'pat' && groupId !== '0' ? [{ organizationId: '0', groupId: '0', roleId }] : [];
  const user = await t.createUser({ roles: [{ organizationId, groupId, roleId }, ...global] });
  if (name) await t.db.query('UPDATE users SET first_name = $1, last_name = $2 WHERE id = $3', [name[0], name[1], user.userId]);
  const login = await t.login(user.email);
  return {
    ...user,
    call: (method, url, body) => t.app.inject({ method, url: `/api${url}`, headers: t.headers(login), payload: body as object }),
  };
}

const json = async <T>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> => {
  const done = await response;
  expect(done.statusCode, done.body).toBe(status);
  return done.json<T>();
};

/** A patient with one record in every area: a status report, a symptom (by its report), a PROM report and a note. */
async function patientWithData(groupId = '0', name?: [string, string]) {
  const patient = await caller('pat', groupId, name);
  const status = await json<{ Id: string }>(patient.call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 5 }] }), 201);
  const report = await json<{ Id: string; Symptoms: { SymptomId: string }[] }>(
    patient.call('POST', '/my/symptomreports', sampleReport()),
    201,
  );
  const prom = await json<{ Id: string }>(
    patient.call('POST', '/my/promreports', { PromId: 'phq9', Answers: [{ QuestionId: 'Q1-', AnswerId: 'Q1A2-' }] }),
    201,
  );
  const note = await json<{ Id: string }>(patient.call('POST', '/my/notes', { Content: 'Sov dåligt.' }), 201);
  return {
    patient,
    ids: { status: status.Id, symptomReport: report.Id, symptom: report.Symptoms[0]!.SymptomId, prom: prom.Id, note: note.Id },
  };
}

type Data = Awaited<ReturnType<typeof patientWithData>>;

/** Every read route of the staff view, by the area whose grant opens it. */
function readsOf({ patient, ids }: Data) {
  const base = `/patients/${patient.patientId}`;
  const from = new Date(Date.now() - 86_400_000).toISOString();
  const to = new Date(Date.now() + 60_000).toISOString();
  return {
    StatusReports: [`${base}/statusreports`, `${base}/statusreports/series?from=${from}&to=${to}`, `${base}/statusreports/${ids.status}`],
    SymptomReports: [
      `${base}/symptoms`,
      `${base}/symptoms/${ids.symptom}`,
      `${base}/symptomreports`,
      `${base}/symptomreports/${ids.symptomReport}`,
    ],
    PromReports: [`${base}/promreports`, `${base}/promreports/${ids.prom}`],
    Notes: [`${base}/notes`],
  };
}

const views = async (patientId: string, viewerId: string) =>
  (
    await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_logs WHERE patient_id = $1 AND actor_user_id = $2 AND action_type = 'View'",
      [patientId, viewerId],
    )
  )[0]!.n;

describe('a viewer through a share', () => {
  it('reads exactly what the flags open, and nothing else (404)', async () => {
    const data = await patientWithData();
    const physician = await caller('phys');
    await json(data.patient.call('POST', '/my/shares', { ShareWithEmail: physician.email, PromReports: false, Notes: false }), 201);
    const summary = await json<PatientSummary>(physician.call('GET', `/patients/${data.patient.patientId}`));
    expect(summary.Access).toEqual({ StatusReports: true, SymptomReports: true, PromReports: false, Notes: false });
    expect(summary).toMatchObject({ Shared: true, GroupPatient: false, Patient: { Id: data.patient.patientId } });
    const reads = readsOf(data);
    for (const url of [...reads.StatusReports, ...reads.SymptomReports])
      expect((await physician.call('GET', url)).statusCode, url).toBe(200);
    for (const url of [...reads.PromReports, ...reads.Notes]) expect((await physician.call('GET', url)).statusCode, url).toBe(404);
    // Another patient's record under this patient's path is not found either.
    const other = await patientWithData();
    const base = `/patients/${data.patient.patientId}`;
    expect((await physician.call('GET', `${base}/statusreports/${other.ids.status}`)).statusCode).toBe(404);
    expect((await physician.call('GET', `${base}/symptoms/${other.ids.symptom}`)).statusCode).toBe(404);
    // And that other patient, who shared nothing, is not found at all.
    for (const url of Object.values(readsOf(other)).flat()) expect((await physician.call('GET', url)).statusCode, url).toBe(404);
    expect((await physician.call('GET', `/patients/${other.patient.patientId}`)).statusCode).toBe(404);
  });

  it('writes one View row per record served, which the patient sees among others’ entries', async () => {
    const data = await patientWithData();
    const physician = await caller('phys');
    await json(data.patient.call('POST', '/my/shares', { ShareWithEmail: physician.email }), 201);
    const base = `/patients/${data.patient.patientId}`;
    expect(await views(data.patient.patientId!, physician.userId)).toBe(0);
    await json(physician.call('GET', `${base}/statusreports/${data.ids.status}`));
    expect(await views(data.patient.patientId!, physician.userId)).toBe(1);
    await json(physician.call('GET', `${base}/statusreports`));
    expect(await views(data.patient.patientId!, physician.userId)).toBe(2);
    await json(physician.call('GET', base));
    expect(await views(data.patient.patientId!, physician.userId)).toBe(3);
    const log = await json<{ ActionType: string; ResourceType: string; ActorIsYou: boolean }[]>(
      data.patient.call('GET', '/my/auditlogs/others/0/20'),
    );
    const seen = log.filter((e) => e.ActionType === 'View');
    expect(seen.map((e) => e.ResourceType).sort()).toEqual(['Patient', 'StatusReport', 'StatusReport']);
    expect(seen.every((e) => !e.ActorIsYou)).toBe(true);
  });

  it('closes at once when the patient disables or removes the share', async () => {
    const data = await patientWithData();
    const physician = await caller('phys');
    const share = await json<Share>(data.patient.call('POST', '/my/shares', { ShareWithEmail: physician.email }), 201);
    const url = `/patients/${data.patient.patientId}`;
    expect((await physician.call('GET', url)).statusCode).toBe(200);
    await json(data.patient.call('POST', `/my/shares/${share.ShareId}/disable`));
    expect((await physician.call('GET', url)).statusCode).toBe(404);
    expect((await json<StaffPatientPage>(physician.call('GET', '/admin/patients'))).Items).toEqual([]);
    await json(data.patient.call('POST', `/my/shares/${share.ShareId}/enable`));
    expect((await physician.call('GET', url)).statusCode).toBe(200);
    expect((await data.patient.call('DELETE', `/my/shares/${share.ShareId}`)).statusCode).toBe(204);
    expect((await physician.call('GET', url)).statusCode).toBe(404);
  });

  it('a request for notes, once the patient accepts it, opens the notes tab’s read: the live notes, one View row each', async () => {
    const data = await patientWithData();
    const second = await json<{ Id: string }>(data.patient.call('POST', '/my/notes', { Content: 'Huvudvärk hela dagen.' }), 201);
    const physician = await caller('phys');
    const [user] = await t.db.query<{ personnummer: string }>('SELECT personnummer FROM users WHERE id = $1', [data.patient.userId]);
    const asked = { PatientPersonnummer: user!.personnummer, SymptomReports: false, PromReports: false, StatusReports: false, Notes: true };
    const request = await json<Share>(physician.call('POST', '/physician/shares', asked), 201);
    const url = `/patients/${data.patient.patientId}/notes`;
    expect((await physician.call('GET', url)).statusCode).toBe(404);
    await json(data.patient.call('POST', `/my/shares/${request.ShareId}/accept`));
    const summary = await json<PatientSummary>(physician.call('GET', `/patients/${data.patient.patientId}`));
    expect(summary.Access).toEqual({ StatusReports: false, SymptomReports: false, PromReports: false, Notes: true });
    const before = await views(data.patient.patientId!, physician.userId);
    const notes = await json<{ Id: string; Content: string }[]>(physician.call('GET', url));
    expect(notes.map((n) => [n.Id, n.Content])).toEqual([
      [second.Id, 'Huvudvärk hela dagen.'],
      [data.ids.note, 'Sov dåligt.'],
    ]);
    expect(await views(data.patient.patientId!, physician.userId)).toBe(before + 2);
    // A note in the trash is no longer served.
    expect((await data.patient.call('POST', `/my/notes/${second.Id}/delete`)).statusCode).toBe(204);
    expect((await json<{ Id: string }[]>(physician.call('GET', url))).map((n) => n.Id)).toEqual([data.ids.note]);
    // The other areas stay shut: the request asked for notes only.
    for (const other of [...readsOf(data).StatusReports, ...readsOf(data).PromReports])
      expect((await physician.call('GET', other)).statusCode, other).toBe(404);
  });

  it('a request the patient has not accepted opens nothing', async () => {
    const data = await patientWithData();
    const physician = await caller('phys');
    const [user] = await t.db.query<{ personnummer: string }>('SELECT personnummer FROM users WHERE id = $1', [data.patient.userId]);
    await json(physician.call('POST', '/physician/shares', { PatientPersonnummer: user!.personnummer }), 201);
    expect((await physician.call('GET', `/patients/${data.patient.patientId}`)).statusCode).toBe(404);
    expect((await json<StaffPatientPage>(physician.call('GET', '/admin/patients'))).Total).toBe(0);
  });
});

describe('staff of the patient’s group', () => {
  it('read their group’s patients (a study’s reads: never notes), and nobody else’s', async () => {
    const inWard = await patientWithData('ward-a');
    const elsewhere = await patientWithData('ward-b');
    const physician = await caller('phys', 'ward-a');
    const researcher = await caller('res', 'ward-a');
    const summary = await json<PatientSummary>(physician.call('GET', `/patients/${inWard.patient.patientId}`));
    expect(summary).toMatchObject({ Shared: false, GroupPatient: true });
    expect(summary.Access).toEqual({ StatusReports: true, SymptomReports: true, PromReports: true, Notes: false });
    const reads = readsOf(inWard);
    for (const viewer of [physician, researcher]) {
      for (const url of [...reads.StatusReports, ...reads.SymptomReports, ...reads.PromReports]) {
        expect((await viewer.call('GET', url)).statusCode, url).toBe(200);
      }
      // Notes open only under a share's Notes flag, never to a study (404 here, for physicians and researchers alike).
      for (const url of reads.Notes) expect((await viewer.call('GET', url)).statusCode, url).toBe(404);
      const theirs = readsOf(elsewhere);
      for (const url of [...theirs.StatusReports, ...theirs.SymptomReports, ...theirs.PromReports]) {
        expect((await viewer.call('GET', url)).statusCode, url).toBe(404);
      }
    }
  });

  it('a statistician and an administrator of the group read no one’s data', async () => {
    const inWard = await patientWithData('ward-a');
    for (const role of ['stat', 'admin'] as const) {
      const staff = await caller(role, 'ward-a');
      expect((await staff.call('GET', `/patients/${inWard.patient.patientId}`)).statusCode).toBe(role === 'stat' ? 403 : 404);
    }
  });
});

describe('admin/patients', () => {
  it('lists the shared patients and the active group’s, by last name, searchable and paged', async () => {
    await t.createGroup('ward-c', 'org-p');
    const physician = await caller('phys', 'ward-c');
    const berg = await patientWithData('ward-c', ['Anna', 'Berg']);
    const shared = await caller('pat', '0', ['Örjan', 'Ahlström']);
    await json(shared.call('POST', '/my/shares', { ShareWithUnit: 'ward-c' }), 201);
    await patientWithData('ward-b', ['Inte', 'Synlig']);
    const page = await json<StaffPatientPage>(physician.call('GET', '/admin/patients'));
    expect(page.Total).toBe(2);
    expect(page.Items.map((p) => [p.LastName, p.Shared, p.GroupPatient])).toEqual([
      ['Ahlström', true, false],
      ['Berg', false, true],
    ]);
    expect(page.Items[1]!.Personnummer).toMatch(/\*{4}$/);
    const found = await json<StaffPatientPage>(physician.call('GET', '/admin/patients?search=ann'));
    expect(found.Items.map((p) => p.PatientId)).toEqual([berg.patient.patientId]);
    const second = await json<StaffPatientPage>(physician.call('GET', '/admin/patients?take=1&page=1'));
    expect(second.Items.map((p) => p.LastName)).toEqual(['Berg']);
    expect((await json<StaffPatientPage>(physician.call('GET', '/admin/patients?search=%25'))).Total).toBe(0);
  });

  it('finds a patient by the whole personnummer in any written form, never by a part of it', async () => {
    await t.createGroup('ward-e', 'org-p');
    const physician = await caller('phys', 'ward-e');
    const { patient } = await patientWithData('ward-e', ['Petra', 'Nummer']);
    const [row] = await t.db.query<{ personnummer: string }>('SELECT personnummer FROM users WHERE id = $1', [patient.userId]);
    const pnr = row!.personnummer;
    const found = async (search: string) =>
      (await json<StaffPatientPage>(physician.call('GET', `/admin/patients?search=${encodeURIComponent(search)}`))).Items.map(
        (p) => p.PatientId,
      );
    for (const whole of [pnr, `${pnr.slice(0, 8)}-${pnr.slice(8)}`, pnr.slice(2), `${pnr.slice(2, 8)}-${pnr.slice(8)}`]) {
      expect(await found(whole), whole).toEqual([patient.patientId]);
    }
    for (const part of [pnr.slice(0, 4), pnr.slice(0, 8), pnr.slice(0, 11), pnr.slice(8), pnr.slice(4, 10)]) {
      expect(await found(part), part).toEqual([]);
    }
  });

  it('a researcher sees the group’s patients and the patients who shared with the group; a patient is refused', async () => {
    await t.createGroup('ward-d', 'org-p');
    const researcher = await caller('res', 'ward-d');
    await patientWithData('ward-d', ['Stina', 'Studie']);
    const sharer = await caller('pat');
    await json(sharer.call('POST', '/my/shares', { ShareWithUnit: 'ward-d' }), 201);
    const page = await json<StaffPatientPage>(researcher.call('GET', '/admin/patients'));
    // A researcher may ask for a share and reads through one as a physician does (docs/decisions.md).
    expect(page.Items.map((p) => p.LastName)).toEqual(['Person', 'Studie']);
    expect((await sharer.call('GET', '/admin/patients')).statusCode).toBe(403);
    expect((await researcher.call('GET', '/admin/patients?take=500')).statusCode).toBe(400);
  });
});

describe('admin/patients/group, shared and activity', () => {
  const names = (page: StaffPatientPage) => page.Items.map((p) => p.LastName);

  it('split a physician’s patients into the group’s, the shared and those by their latest report the physician may open', async () => {
    await t.createGroup('ward-f', 'org-p');
    const physician = await caller('phys', 'ward-f');
    const berg = await patientWithData('ward-f', ['Anna', 'Berg']);
    const sharing = await patientWithData('0', ['Örjan', 'Ahlström']);
    await json(sharing.patient.call('POST', '/my/shares', { ShareWithUnit: 'ward-f' }), 201);
    // Shares only notes: their reports are not the physician's to see, so not their activity either.
    const notesOnly = await patientWithData('0', ['Nils', 'Notes']);
    const flags = { SymptomReports: false, PromReports: false, StatusReports: false, Notes: true };
    await json(notesOnly.patient.call('POST', '/my/shares', { ShareWithUnit: 'ward-f', ...flags }), 201);
    const quiet = await caller('pat', 'ward-f', ['Tyst', 'Cederlund']);

    expect(names(await json(physician.call('GET', '/admin/patients/group')))).toEqual(['Berg', 'Cederlund']);
    expect(names(await json(physician.call('GET', '/admin/patients/shared')))).toEqual(['Ahlström', 'Notes']);
    await json(berg.patient.call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 2 }] }), 201);
    const activity = await json<StaffPatientPage>(physician.call('GET', '/admin/patients/activity'));
    expect(names(activity)).toEqual(['Berg', 'Ahlström']);
    const [latest] = await t.db.query<{ at: Date }>('SELECT max(created_date) AS at FROM status_reports WHERE patient_id = $1', [
      berg.patient.patientId,
    ]);
    expect(activity.Items[0]!.LatestReport).toBe(latest!.at.toISOString());
    // Each list audits whom it showed, as the list of all does.
    expect(await views(quiet.patientId!, physician.userId)).toBeGreaterThan(0);
  });

  it('give an admin the active group’s patients by membership, no activity, and nobody of another group', async () => {
    await t.createGroup('ward-g', 'org-p');
    await t.createGroup('ward-h', 'org-p');
    const admin = await caller('admin', 'ward-g');
    const otherAdmin = await caller('admin', 'ward-h');
    const member = await patientWithData('ward-g', ['Greta', 'Grupp']);
    expect(names(await json(admin.call('GET', '/admin/patients/group')))).toEqual(['Grupp']);
    expect(names(await json(admin.call('GET', '/admin/patients')))).toEqual(['Grupp']);
    expect((await json<StaffPatientPage>(admin.call('GET', '/admin/patients/activity'))).Total).toBe(0);
    expect(await views(member.patient.patientId!, admin.userId)).toBeGreaterThan(0);
    expect((await json<StaffPatientPage>(otherAdmin.call('GET', '/admin/patients/group'))).Total).toBe(0);
    expect(await views(member.patient.patientId!, otherAdmin.userId)).toBe(0);
  });

  it('refuse a patient (403) and bad paging (400)', async () => {
    const patient = await caller('pat');
    const physician = await caller('phys', 'ward-b');
    for (const kind of ['group', 'shared', 'activity']) {
      expect((await patient.call('GET', `/admin/patients/${kind}`)).statusCode).toBe(403);
      const bad = await physician.call('GET', `/admin/patients/${kind}?take=500`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().ErrorCode).toBe(4100);
    }
  });
});
