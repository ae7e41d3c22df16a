import Fastify from 'fastify';
import type { SymptomPoint } from '@symptoms/domain';
import type { Database } from '../db/client';
import { encodeMarks } from '../api/symptomreports/marks';

/**
 * `npm run bench` compares the product's routes with what the same process and pool can do at best:
 * a second, bare Fastify instance (no hooks, no auth, no validation) with H (hello), R (one indexed
 * SELECT) and W (one INSERT). Only with BENCH_BASELINES=1, which production refuses.
 *
 * The ceilings (C) are the least a report save can do: its row and its audit row in one statement,
 * for the patient in `?patient=`, without auth, validation, earlier answers, scoring or events. No
 * implementation of a save goes faster than its ceiling on the same machine, so a target above the
 * ceiling cannot be met there.
 */
export async function startBenchBaselines(db: Database, host: string): Promise<{ url: string; close: () => Promise<void> }> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS bench_writes (id bigserial PRIMARY KEY, written_at timestamptz NOT NULL DEFAULT now(), body text)',
  );
  const [someone] = await db.query<{ id: string }>('SELECT id FROM users ORDER BY created_date LIMIT 1');
  const app = Fastify({ logger: false });
  app.get('/bench/hello', async () => ({ Hello: 'world' }));
  app.get('/bench/read', async () => {
    const [row] = await db.query('SELECT id, first_name, last_name, email, language_id, version FROM users WHERE id = $1', [
      someone?.id ?? null,
    ]);
    return row ?? {};
  });
  app.post('/bench/write', async () => {
    const [row] = await db.query<{ id: string }>('INSERT INTO bench_writes (body) VALUES ($1) RETURNING id', ['baseline']);
    return row;
  });
  const ceiling = (table: string, resourceType: string, columns: string[]) =>
    `WITH r AS (INSERT INTO ${table} (patient_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})
       RETURNING id, patient_id, created_date, version),
     a AS (INSERT INTO audit_logs (patient_id, actor_user_id, actor_role, actor_name, resource_type, resource_id, action_type, data_after)
       SELECT patient_id, NULL, 'patient', 'Bench', '${resourceType}', id::text, 'Create', jsonb_build_object('Id', id) FROM r)
     SELECT id, created_date, version FROM r`;
  type Query = { Querystring: { patient: string } };
  app.post<Query & { Body: { Items: { Type: string; Intensity: number }[] } }>('/bench/ceiling/statusreport', async (request) => {
    const items: Record<string, unknown> = {};
    for (const item of request.body.Items) items[item.Type] = { Intensity: item.Intensity, Previous: null, LanguageId: 'sv' };
    const intensities = Array.from({ length: 19 }, (_, i) => request.body.Items[i]?.Intensity ?? null);
    const [row] = await db.query(ceiling('status_reports', 'StatusReport', ['items', 'item_count', 'intensities']), [
      request.query.patient,
      JSON.stringify(items),
      request.body.Items.length,
      intensities,
    ]);
    return row;
  });
  app.post<Query & { Body: { PromId: string; Answers: unknown[] } }>('/bench/ceiling/promreport', async (request) => {
    const columns = ['prom_id', 'language_id', 'answers', 'answer_count', 'question_count', 'percent_completed'];
    const { PromId, Answers } = request.body;
    const [row] = await db.query(ceiling('prom_reports', 'PromReport', columns), [
      request.query.patient,
      PromId,
      'sv',
      JSON.stringify(Answers),
      Answers.length,
      Answers.length,
      100,
    ]);
    return row;
  });
  type SymptomBody = { Model: string; Symptoms: { SymptomId: string; SymptomPoints: SymptomPoint[] }[] };
  app.post<Query & { Body: SymptomBody }>('/bench/ceiling/symptomreport', async (request) => {
    const { Model, Symptoms } = request.body;
    const columns = ['model', 'symptoms', 'marks', 'symptom_ids', 'symptom_count'];
    const [row] = await db.query(ceiling('symptom_reports', 'SymptomReport', columns), [
      request.query.patient,
      Model,
      JSON.stringify(Symptoms.map((s) => ({ SymptomId: s.SymptomId }))),
      Symptoms.map((s) => encodeMarks(s.SymptomPoints)),
      Symptoms.map((s) => s.SymptomId),
      Symptoms.length,
    ]);
    return row;
  });
  const url = await app.listen({ port: 0, host });
  return { url, close: () => app.close() };
}
