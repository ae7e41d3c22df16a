/**
 * The group export under load (issue 24): 100,000 PROM reports of 100 participants exported as the
 * zip of CSVs, streamed over HTTP from a server in this process. Passes when the process's RSS rises
 * less than 100 MB over its level before the export and the export runs at ≥ 20,000 rows a second.
 *
 *   node --import tsx bench/src/export-bench.ts      (PostgreSQL at BENCH_DATABASE_URL, default the local test database)
 *
 * The data is put in with plain SQL (a bench's setup, not a product path): the participants joined a
 * month ago and consented to the study's contract, which lets it read PROM reports. The export reads
 * it the product's way: as the group's cohort (platform/records/cohort.ts), each statement writing one
 * View row per participant it served, whose Count adds up to every report exported.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../apps/server/src/config';
import { buildApp } from '../../apps/server/src/app';
import { openPostgres } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { createUser } from '../../apps/server/src/identity/users/service';
import { luhnCheckDigit, normaliseAuthoredProm, newQuestion, Prom } from '../../packages/domain/src/index';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PATIENTS = 100;
const PER_PATIENT = 1000;
const RSS_LIMIT_MB = 100;
const RATE_FLOOR = 20_000;

const schema = `bench_export_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const admin = openPostgres({ url: URL_, max: 1 });
await admin.exec(`CREATE SCHEMA ${schema}`);
const db = openPostgres({ url: URL_, max: 8, schema });
try {
  await migrate(db);
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '0', WEB_DIST: '/nonexistent', TOKEN_RATE_LIMIT_PER_IP: '1000' },
    (f) => readFileSync(f, 'utf8'),
  );
  const app = await buildApp({ config, db });
  await db.query("INSERT INTO organizations (id, name) VALUES ('bench-org', 'Bench') ON CONFLICT DO NOTHING");
  await db.query(
    "INSERT INTO groups (id, organization_id, name) VALUES ('bench-study', 'bench-org', 'Bench study') ON CONFLICT DO NOTHING",
  );
  const prom = Prom.parse(
    normaliseAuthoredProm({
      Id: 'bench-prom',
      Language: 'sv',
      LanguageIds: ['sv'],
      Title: 'Bänkformulär',
      Concept: 'Bänk',
      About: '',
      OriginalName: 'Bänk',
      Questions: [1, 2, 3, 4, 5].map((n) => ({
        ...newQuestion(n),
        Header: `Fråga ${n}`,
        Answers: [0, 1, 2, 3].map((v) => ({ Id: '', Text: `Svar ${v}`, Index: 0, ExportValue: v })),
      })),
    }),
  );
  await db.query("INSERT INTO proms (id, is_visible) VALUES ('bench-prom', true)");
  await db.query(
    "INSERT INTO prom_versions (prom_id, language_id, title, concept, question_count, content) VALUES ('bench-prom', 'sv', 'Bänkformulär', 'Bänk', 5, $1)",
    [JSON.stringify(prom)],
  );
  await db.query("INSERT INTO prom_groups (group_id, prom_id, organization_id) VALUES ('bench-study', 'bench-prom', 'bench-org')");
  const answers = JSON.stringify(prom.Questions.map((q, i) => ({ QuestionId: q.Id, AnswerId: q.Answers[i % 4]!.Id })));
  for (let p = 0; p < PATIENTS; p++) {
    const nine = `80${String((p % 12) + 1).padStart(2, '0')}${String((p % 28) + 1).padStart(2, '0')}${String(p).padStart(3, '0')}`;
    const ids = await db.transaction((tx) =>
      createUser(tx, {
        personnummer: `19${nine}${luhnCheckDigit(nine)}`,
        email: `bench-${p}@example.com`,
        firstName: 'Bänk',
        lastName: `Deltagare ${p}`,
        password: 'Correct-horse-9',
        memberships: [{ organizationId: 'bench-org', groupId: 'bench-study', roleId: 'pat' }],
      }),
    );
    await db.query(
      `INSERT INTO prom_reports (patient_id, prom_id, language_id, answers, answer_count, question_count, percent_completed, completed_date, score, created_date)
       SELECT $1, 'bench-prom', 'sv', $2::jsonb, 5, 5, 100, now() - make_interval(mins => g), g % 20, now() - make_interval(mins => g)
         FROM generate_series(1, $3::int) g`,
      [ids.patientId, answers, PER_PATIENT],
    );
  }
  await db.query("UPDATE memberships SET joined_date = now() - interval '30 days' WHERE group_id = 'bench-study'");
  const [contract] = await db.query<{ id: string; version_id: string }>(
    `WITH c AS (INSERT INTO contracts (organization_id, group_id, descriptor, required, prom_reports)
                VALUES ('bench-org', 'bench-study', 'bench-consent', true, true) RETURNING id)
     INSERT INTO contract_versions (contract_id, contract_version, language, title, description, sections)
     SELECT id, 1, 'sv', 'Samtycke', 'Bänkstudiens samtycke', '[]'::jsonb FROM c RETURNING contract_id AS id, id AS version_id`,
  );
  await db.query(
    `INSERT INTO consents (user_id, contract_id, contract_version, contract_version_id, consented, consent_date)
     SELECT m.user_id, $1, 1, $2, true, now() FROM memberships m WHERE m.group_id = 'bench-study'`,
    [contract!.id, contract!.version_id],
  );
  await db.query('ANALYZE prom_reports');
  await db.transaction((tx) =>
    createUser(tx, {
      personnummer: `19${'681120238'}${luhnCheckDigit('681120238')}`,
      email: 'bench-researcher@example.com',
      firstName: 'Bänk',
      lastName: 'Forskare',
      password: 'Correct-horse-9',
      memberships: [{ organizationId: 'bench-org', groupId: 'bench-study', roleId: 'res' }],
    }),
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'bench-researcher@example.com', password: 'Correct-horse-9' }),
  });
  const token = (await login.json()) as { access_token: string; organization: string; group: string; role: string };

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const response = await fetch(`${address}/api/admin/promreports/export`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token.access_token}`,
      'x-organizationid': token.organization,
      'x-groupid': token.group,
      'x-roleid': token.role,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ LogExport: false }),
  });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}: ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = PATIENTS * PER_PATIENT;
  const views = await db.query<{ n: number; served: number }>(
    `SELECT count(*)::int AS n, coalesce(sum((data_after->>'Count')::int), 0)::int AS served
       FROM audit_logs WHERE action_type = 'View' AND resource_type = 'PromReport'`,
  );
  const rise = (rssPeak - rssBefore) / 1024 / 1024;
  const rate = rows / seconds;
  const figures = {
    bench: 'group PROM export',
    database: 'postgres',
    rows,
    seconds: Number(seconds.toFixed(2)),
    rowsPerSecond: Math.round(rate),
    zipBytes: bytes,
    rssBeforeMb: Math.round(rssBefore / 1024 / 1024),
    rssPeakMb: Math.round(rssPeak / 1024 / 1024),
    rssRiseMb: Number(rise.toFixed(1)),
    viewRows: views[0]!.n,
    reportsInViewRows: views[0]!.served,
  };
  console.log(JSON.stringify(figures, null, 2));
  const ok = rise < RSS_LIMIT_MB && rate >= RATE_FLOOR && views[0]!.served === rows;
  console.log(ok ? 'PASS' : `FAIL (RSS rise < ${RSS_LIMIT_MB} MB, ≥ ${RATE_FLOOR} rows/s, every report in a View row)`);
  await app.close();
  process.exitCode = ok ? 0 : 1;
} finally {
  await db.close();
  await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
  await admin.close();
}
