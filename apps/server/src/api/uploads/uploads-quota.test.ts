import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES_PER_PATIENT,
  UPLOAD_MAX_TOTAL_BYTES_PER_PATIENT,
  type LoginTokenResponse,
} from '@symptoms/domain';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR rest of a tiny png')]);
const upload = { FileName: 'bild.png', MimeType: 'image/png', Data: `data:image/png;base64,${PNG.toString('base64')}` };

function api(login: LoginTokenResponse) {
  const headers = (language = 'sv') => t.headers(login, { 'x-languageid': language });
  return {
    post: (language = 'sv') =>
      t.app.inject({ method: 'POST', url: '/api/my/patient/uploads', headers: headers(language), payload: upload }),
    remove: (id: string) => t.app.inject({ method: 'DELETE', url: `/api/my/patient/uploads/${id}`, headers: headers() }),
  };
}

/** Files stored directly, with the size they claim (the bytes are left out to keep the test small). */
async function storeFiles(patientId: string, count: number, sizeEach: number): Promise<void> {
  await t.db.query(
    `INSERT INTO patient_uploads (patient_id, file_name, mime_type, size_bytes, data)
     SELECT $1, 'fil-' || n || '.pdf', 'application/pdf', $2, '\\x00'::bytea FROM generate_series(1, $3) n`,
    [patientId, sizeEach, count],
  );
}

describe('upload limits per patient', () => {
  it(`stores at most ${UPLOAD_MAX_FILES_PER_PATIENT} files, and another once one is deleted`, async () => {
    const user = await t.createPatient();
    const { post, remove } = api(await t.login(user.email));
    await storeFiles(user.patientId!, UPLOAD_MAX_FILES_PER_PATIENT - 1, 1000);
    const last = await post();
    expect(last.statusCode).toBe(201);
    const over = await post('en');
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      ErrorCode: 4105,
      Message: 'You can keep at most 50 files and 100 MB in all. Delete files you no longer need.',
    });
    expect((await remove(last.json().Id)).statusCode).toBe(204);
    expect((await post()).statusCode).toBe(201);
  });

  it('stores at most 100 MB in all', async () => {
    const user = await t.createPatient();
    const other = await t.createPatient();
    const { post } = api(await t.login(user.email));
    await storeFiles(user.patientId!, UPLOAD_MAX_TOTAL_BYTES_PER_PATIENT / UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES);
    const over = await post();
    expect(over.statusCode).toBe(413);
    expect(over.json().Message).toMatch(/^Du kan spara högst 50 filer och 100 MB sammanlagt/);
    // Another patient's files do not count.
    expect((await api(await t.login(other.email)).post()).statusCode).toBe(201);
    const [{ n }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM patient_uploads WHERE patient_id = $1', [
      user.patientId,
    ])) as [{ n: number }];
    expect(n).toBe(UPLOAD_MAX_TOTAL_BYTES_PER_PATIENT / UPLOAD_MAX_BYTES);
  });
});
