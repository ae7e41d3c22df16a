import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PatientUpload, PatientUploadList, UPLOAD_MAX_BYTES, type LoginTokenResponse } from '@symptoms/domain';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR rest of a tiny png')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF')]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');
/** A Windows program: "MZ" header. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

async function signedInPatient() {
  const user = await t.createPatient();
  const login = await t.login(user.email);
  return { user, login, ...api(login) };
}

function api(login: LoginTokenResponse) {
  const headers = (language = 'sv') => t.headers(login, { 'x-languageid': language });
  return {
    list: () => t.app.inject({ method: 'GET', url: '/api/my/patient/uploads', headers: headers() }),
    post: (payload: unknown, language = 'sv') =>
      t.app.inject({ method: 'POST', url: '/api/my/patient/uploads', headers: headers(language), payload: payload as object }),
    file: (id: string) => t.app.inject({ method: 'GET', url: `/api/my/patient/uploads/${id}/file`, headers: headers() }),
    remove: (id: string) => t.app.inject({ method: 'DELETE', url: `/api/my/patient/uploads/${id}`, headers: headers() }),
  };
}

const pngUpload = (name = 'bild.png') => ({
  FileName: name,
  MimeType: 'image/png',
  Data: dataUrl(PNG),
  CreatedDate: '2026-01-01T10:00:00.000Z',
});

async function auditRows(patientId: string) {
  return t.db.query<{ action_type: string; resource_type: string; resource_id: string; data_before: unknown; data_after: unknown }>(
    `SELECT action_type, resource_type, resource_id, data_before, data_after FROM audit_logs WHERE patient_id = $1 AND resource_type = 'PatientUpload' ORDER BY time_stamp`,
    [patientId],
  );
}

describe('POST /api/my/patient/uploads', () => {
  it('stores a PNG, a JPEG and a PDF, returns them without bytes and audits each', async () => {
    const { user, post, list } = await signedInPatient();
    const png = await post(pngUpload());
    expect(png.statusCode).toBe(201);
    const created = PatientUpload.parse(png.json());
    expect(created).toMatchObject({ FileName: 'bild.png', MimeType: 'image/png', Size: PNG.length, PatientId: user.patientId });
    expect(png.json()).not.toHaveProperty('Data');
    expect((await post({ FileName: 'foto.jpg', MimeType: 'image/jpeg', Data: dataUrl(JPEG, 'image/jpeg') })).statusCode).toBe(201);
    expect((await post({ FileName: 'svar.pdf', MimeType: 'application/pdf', Data: dataUrl(PDF, 'application/pdf') })).statusCode).toBe(201);

    const listed = PatientUploadList.parse((await list()).json());
    expect(listed.map((u) => u.FileName)).toEqual(['svar.pdf', 'foto.jpg', 'bild.png']); // newest first
    expect((await list()).body).not.toContain('Data');

    const audit = await auditRows(user.patientId!);
    expect(audit.map((a) => a.action_type)).toEqual(['Create', 'Create', 'Create']);
    expect(audit[0]).toMatchObject({ resource_id: created.Id, data_after: { MimeType: 'image/png', Size: PNG.length } });
    // A file's name can itself be health data: the log keeps its type and size only.
    expect(JSON.stringify(audit)).not.toMatch(/bild|foto|svar/);
    expect(JSON.stringify(audit)).not.toContain(PNG.toString('base64'));
  });

  it('stores the server’s time, not the client’s CreatedDate, and drops unknown properties', async () => {
    const { user, post } = await signedInPatient();
    const other = await t.createPatient();
    const before = Date.now();
    const response = await post({ ...pngUpload(), Id: '00000000-0000-4000-8000-000000000000', PatientId: other.patientId, Size: 1 });
    expect(response.statusCode).toBe(201);
    const created = PatientUpload.parse(response.json());
    expect(created.PatientId).toBe(user.patientId);
    expect(created.Id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(created.Size).toBe(PNG.length);
    expect(new Date(created.CreatedDate).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('cleans path parts, line breaks and direction characters from the file name, and refuses NUL', async () => {
    const { post, file } = await signedInPatient();
    // NUL and the other C0 controls are refused for every field (platform/validation.ts); the web app cleans names first.
    expect((await post(pngUpload('../../etc/\u0000passwd.png'))).statusCode).toBe(400);
    const response = await post(pngUpload('../../etc/pass\nwd\u202E.png'));
    expect(response.statusCode).toBe(201);
    const created = PatientUpload.parse(response.json());
    expect(created.FileName).toBe('passwd.png');
    const windows = PatientUpload.parse((await post(pngUpload('C:\\Users\\me\\röntgen.png'))).json());
    expect(windows.FileName).toBe('röntgen.png');
    expect((await file(windows.Id)).headers['content-disposition']).toBe(
      `inline; filename="rontgen.png"; filename*=UTF-8''r%C3%B6ntgen.png`,
    );
  });

  it('rejects a program renamed .png, a PDF declared as PNG and a text file, in the caller’s language', async () => {
    const { user, post, list } = await signedInPatient();
    const exe = await post({ FileName: 'setup.png', MimeType: 'image/png', Data: dataUrl(EXE) });
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toMatchObject({ ErrorCode: 4100, Message: 'Filtypen stöds inte. Välj en PNG-, JPEG- eller PDF-fil.' });
    const mismatch = await post({ FileName: 'a.png', MimeType: 'image/png', Data: dataUrl(PDF) }, 'en');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().Message).toBe('The file type is not supported. Choose a PNG, JPEG or PDF file.');
    const text = await post({ FileName: 'notes.png', MimeType: 'image/png', Data: dataUrl(Buffer.from('hello world')) });
    expect(text.statusCode).toBe(400);
    expect(PatientUploadList.parse((await list()).json())).toEqual([]);
    expect(await auditRows(user.patientId!)).toEqual([]);
  });

  it('rejects empty and wrongly typed bodies and fields', async () => {
    const { post } = await signedInPatient();
    expect((await post({})).statusCode).toBe(400);
    const wrongTypes = await post({ FileName: 12, MimeType: 'image/gif', Data: 'not a data url' }, 'en');
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json().Errors).sort()).toEqual(['Data', 'FileName', 'MimeType']);
    expect((await post({ ...pngUpload(), FileName: '../' })).statusCode).toBe(400);
    expect((await post({ ...pngUpload(), Data: 'data:image/png;base64,' })).statusCode).toBe(400);
    expect((await post({ ...pngUpload(), Data: 'data:image/png;base64,***not base64***' })).statusCode).toBe(400);
  });

  // Two 10 MB bodies through base64 and the database: seconds on a quiet machine, more on a loaded one.
  it('accepts exactly 10 MB and answers 413 with a clear message for more', { timeout: 120_000 }, async () => {
    const { post, list } = await signedInPatient();
    const max = Buffer.alloc(UPLOAD_MAX_BYTES, 0);
    PNG.copy(max);
    const ok = await post({ FileName: 'max.png', MimeType: 'image/png', Data: dataUrl(max) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().Size).toBe(UPLOAD_MAX_BYTES);

    const justOver = Buffer.concat([max, Buffer.alloc(3)]); // still within the body limit: the service says no
    const over = await post({ FileName: 'big.png', MimeType: 'image/png', Data: dataUrl(justOver) });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ ErrorCode: 4105, Message: 'Filen är för stor. Den får vara högst 10 MB.' });

    const eleven = Buffer.alloc(11 * 1024 * 1024, 0);
    PNG.copy(eleven);
    const huge = await post({ FileName: 'huge.png', MimeType: 'image/png', Data: dataUrl(eleven) }, 'en');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ ErrorCode: 4105, Message: 'The file is too large. It may be at most 10 MB.' });
    expect(PatientUploadList.parse((await list()).json()).map((u) => u.FileName)).toEqual(['max.png']);
  });

  it('keeps the normal body limit on other routes', async () => {
    const { login } = await signedInPatient();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/my/patient',
      headers: t.headers(login),
      payload: { Region: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('GET /api/my/patient/uploads/{id}/file', () => {
  it('returns the bytes with the type, a clean name and no caching', async () => {
    const { post, file } = await signedInPatient();
    const created = PatientUpload.parse((await post({ FileName: 'svar "1".pdf', MimeType: 'application/pdf', Data: dataUrl(PDF) })).json());
    const response = await file(created.Id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="svar _1_.pdf"; filename*=UTF-8''svar%20%221%22.pdf`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });
});

describe('DELETE /api/my/patient/uploads/{id}', () => {
  it('deletes the file for good and audits it', async () => {
    const { user, post, remove, list, file } = await signedInPatient();
    const created = PatientUpload.parse((await post(pngUpload())).json());
    const response = await remove(created.Id);
    expect(response.statusCode).toBe(204);
    expect(PatientUploadList.parse((await list()).json())).toEqual([]);
    expect((await file(created.Id)).statusCode).toBe(404);
    expect((await remove(created.Id)).statusCode).toBe(404);
    const audit = await auditRows(user.patientId!);
    expect(audit.map((a) => a.action_type)).toEqual(['Create', 'Delete']);
    expect(audit[1]).toMatchObject({ resource_id: created.Id, data_before: { Size: PNG.length }, data_after: null });
    expect(JSON.stringify(audit[1])).not.toContain('bild');
  });
});

describe('access', () => {
  it('answers 404 for another patient’s file, changes nothing and leaks nothing', async () => {
    const a = await signedInPatient();
    const b = await signedInPatient();
    const created = PatientUpload.parse((await a.post(pngUpload('privat.png'))).json());
    const read = await b.file(created.Id);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('privat');
    expect((await b.remove(created.Id)).statusCode).toBe(404);
    expect(PatientUploadList.parse((await b.list()).json())).toEqual([]);
    expect(PatientUploadList.parse((await a.list()).json()).map((u) => u.Id)).toEqual([created.Id]);
    expect((await a.file(created.Id)).statusCode).toBe(200);
    expect(await auditRows(b.user.patientId!)).toEqual([]);
  });

  it('answers 404 for an id that is not a UUID', async () => {
    const { file, remove } = await signedInPatient();
    expect((await file('not-a-uuid')).statusCode).toBe(404);
    expect((await remove('1 OR 1=1')).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to staff', async () => {
    const { login } = await signedInPatient();
    const created = PatientUpload.parse((await api(login).post(pngUpload())).json());
    for (const [method, url] of [
      ['GET', '/api/my/patient/uploads'],
      ['POST', '/api/my/patient/uploads'],
      ['GET', `/api/my/patient/uploads/${created.Id}/file`],
      ['DELETE', `/api/my/patient/uploads/${created.Id}`],
    ] as const) {
      const anonymous = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: pngUpload() } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    await t.createGroup('clinic-u', 'org-u');
    const staff = await t.createUser({ roles: [{ organizationId: 'org-u', groupId: 'clinic-u', roleId: 'phys' }] });
    const staffLogin = await t.login(staff.email);
    const staffApi = api(staffLogin);
    expect((await staffApi.list()).statusCode).toBe(403);
    expect((await staffApi.post(pngUpload())).statusCode).toBe(403);
    expect((await staffApi.file(created.Id)).statusCode).toBe(403);
    expect((await staffApi.remove(created.Id)).statusCode).toBe(403);
  });
});
