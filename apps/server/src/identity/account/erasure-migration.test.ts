import { expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { migrate } from '../../db/migrate';
import { migratedUpTo } from '../../test/harness';
import { tablesHolding } from '../../test/tables-holding';

/** An account as the earlier migrations know it (columns of 0001 and 0017). */
async function account(db: Database, name: [string, string], personnummer: string, anonymised = false): Promise<string> {
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (personnummer, username, email, first_name, last_name, phone_number, password_hash, encryption_key, anonymized_date)
     VALUES ($1, $2, $2, $3, $4, '0701112233', 'x', 'k', CASE WHEN $5 THEN now() END) RETURNING id`,
    [personnummer, `${name[0].toLowerCase()}@example.com`, name[0], name[1], anonymised],
  );
  return user!.id;
}

async function patientOf(db: Database, userId: string): Promise<string> {
  const [patient] = await db.query<{ id: string }>('INSERT INTO patients (user_id, area_code) VALUES ($1, $2) RETURNING id', [
    userId,
    '11122',
  ]);
  return patient!.id;
}

async function audit(
  db: Database,
  row: { patient: string; actor: string | null; role: string; name: string; type: string; after: object },
) {
  await db.query(
    `INSERT INTO audit_logs (patient_id, actor_user_id, actor_role, actor_name, resource_type, resource_id, action_type, data_after)
     VALUES ($1, $2, $3, $4, $5, 'r', 'Update', $6)`,
    [row.patient, row.actor, row.role, row.name, row.type, JSON.stringify(row.after)],
  );
}

it('takes the people out of what is stored (audit rows, copied staff names, what earlier erasures left) and keeps the log append-only', async () => {
  const { db, drop } = await migratedUpTo('0033');
  try {
    const physician = await account(db, ['Annbritt', 'Bergqvistsson'], '197001011234');
    const patient = await patientOf(db, await account(db, ['Pialotta', 'Ekholmsdotter'], '198002022345'));
    const anonymised = await account(db, ['', ''], 'anonymized-x', true);
    const anonymisedPatient = await patientOf(db, anonymised);
    await db.query("UPDATE users SET email = 'anonymized-x@invalid', phone_number = NULL, first_name = '', last_name = '' WHERE id = $1", [
      anonymised,
    ]);

    await audit(db, {
      patient,
      actor: physician,
      role: 'phys',
      name: 'Annbritt Bergqvistsson',
      type: 'Patient',
      after: { FirstName: 'Pialotta', LastName: 'Ekholmsdotter', AreaCode: '11122', Gender: 'undefined', Version: 2 },
    });
    await audit(db, {
      patient,
      actor: physician,
      role: 'admin',
      name: 'Annbritt Bergqvistsson',
      type: 'User',
      after: { Email: 'pialotta@example.com', PhoneNumber: '0701112233', LanguageId: 'sv' },
    });
    await audit(db, {
      patient,
      actor: null,
      role: 'system',
      name: 'Symptoms',
      type: 'PatientUpload',
      after: { Id: 'u', FileName: 'pialotta-blodprov.png', Size: 3 },
    });
    await audit(db, { patient, actor: null, role: 'public', name: 'PROM request link', type: 'PromReport', after: { Id: 'p' } });

    await db.query(
      `INSERT INTO shares (patient_id, share_with_user_id, requested_by_id, requested_by) VALUES ($1, $2, $2, 'Annbritt Bergqvistsson'), ($3, $2, $2, 'Annbritt Bergqvistsson')`,
      [patient, physician, anonymisedPatient],
    );
    await db.query("INSERT INTO organizations (id, name) VALUES ('org-m', 'org-m')");
    await db.query("INSERT INTO groups (id, organization_id, name) VALUES ('grp-m', 'org-m', 'grp-m')");
    await db.query(
      "INSERT INTO news_items (organization_id, author_user_id, author_name, title, content) VALUES ('org-m', $1, 'Annbritt Bergqvistsson', 'Nytt', 'Text')",
      [physician],
    );
    const [removedAuthors] = await db.query<{ id: string }>(
      `INSERT INTO bug_reports (user_id, name, email, organization_id, group_id, description, anonymous, processed_by)
       VALUES (NULL, 'Gustav Gonesson', 'gustav@example.com', 'org-m', 'grp-m', 'Gustav Gonesson here', false, 'Annbritt Bergqvistsson') RETURNING id`,
    );
    await db.query(
      "INSERT INTO bug_report_screenshots (bug_report_id, file_name, mime_type, data) VALUES ($1, 'gustav.png', 'image/png', '\\x00')",
      [removedAuthors!.id],
    );
    await db.query(
      `INSERT INTO bug_reports (user_id, name, email, organization_id, group_id, description, anonymous)
       VALUES ($1, 'Olle Anonymsson', 'olle@example.com', 'org-m', 'grp-m', 'Olle Anonymsson here', false)`,
      [anonymised],
    );
    await db.query(
      `INSERT INTO invites (key_hash, organization_id, group_id, email, personnummer, description, expire_date, used_date, used_by)
       VALUES ('k1', 'org-m', 'grp-m', 'gustav@example.com', '199001011239', 'Välkommen', now(), now(), NULL)`,
    );
    await db.query("INSERT INTO external_identities (provider, subject, user_id, email) VALUES ('keycloak', 's', $1, 'olle@example.com')", [
      anonymised,
    ]);
    await db.query(
      "INSERT INTO sessions (user_id, provider, organization_id, group_id, role_id, user_agent, expires_date) VALUES ($1, 'password', '0', '0', 'pat', 'Olle-Agent', now())",
      [anonymised],
    );
    await db.query("INSERT INTO proms (id) VALUES ('phq9')");
    await db.query(
      "INSERT INTO prom_requests (id, patient_id, prom_id, purpose, expires_date) VALUES ('AAAAAAAAAAAAAAAAAAAAAA', $1, 'phq9', 'Uppföljning av Olle Anonymsson', now() + interval '1 day')",
      [anonymisedPatient],
    );

    await migrate(db);

    const rows = await db.query<{ actor_name: string | null; resource_type: string; data_after: Record<string, unknown> }>(
      "SELECT actor_name, resource_type, data_after FROM audit_logs WHERE patient_id = $1 AND resource_id = 'r' ORDER BY resource_type",
      [patient],
    );
    expect(rows).toEqual([
      {
        actor_name: null,
        resource_type: 'Patient',
        data_after: { Version: 2, HasAreaCode: true, HasBirthyear: false, HasCity: false, HasGender: false, HasRegion: false },
      },
      { actor_name: 'Symptoms', resource_type: 'PatientUpload', data_after: { Id: 'u', Size: 3 } },
      { actor_name: 'PROM request link', resource_type: 'PromReport', data_after: { Id: 'p' } },
      { actor_name: null, resource_type: 'User', data_after: { LanguageId: 'sv', HasPhoneNumber: true } },
    ]);
    await expect(db.query('UPDATE audit_logs SET actor_name = NULL')).rejects.toThrow(/append-only/);

    const leftovers = [
      'Bergqvistsson',
      'Ekholmsdotter',
      'pialotta',
      'Gustav',
      'Gonesson',
      'Olle',
      'Anonymsson',
      'gustav.png',
      'Olle-Agent',
    ];
    expect((await tablesHolding(db, leftovers)).filter((hit) => !hit.startsWith('users: '))).toEqual([]);
    expect((await db.query('SELECT author_name FROM news_items'))[0]).toEqual({ author_name: '' });
    expect((await db.query('SELECT processed_by, processed_by_id FROM bug_reports WHERE id = $1', [removedAuthors!.id]))[0]).toEqual({
      processed_by: null,
      processed_by_id: physician,
    });
    expect(await db.query('SELECT 1 FROM shares WHERE patient_id = $1', [anonymisedPatient])).toHaveLength(0);
    const erasedByTheSystem = await db.query(
      'SELECT resource_type, action_type, actor_name FROM audit_logs WHERE patient_id = $1 ORDER BY resource_type',
      [anonymisedPatient],
    );
    expect(erasedByTheSystem).toEqual([
      { resource_type: 'PromRequest', action_type: 'Purge', actor_name: 'Symptoms' },
      { resource_type: 'Share', action_type: 'Delete', actor_name: 'Symptoms' },
    ]);
  } finally {
    await drop();
  }
});
