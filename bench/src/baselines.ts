import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { HISTORY_PAGE_SIZE, type SymptomPoint } from '@symptoms/domain';
import { encodeMarks } from '../../apps/server/src/api/symptomreports/marks';
import type { BuiltApp } from '../../apps/server/src/app';
import { join, raw, sql } from '../../apps/server/src/db/sql';
import { auditRows, type Actor } from '../../apps/server/src/platform/audit';
import { systemRecords } from '../../apps/server/src/platform/records/system';
import { historyPageJson } from '../../apps/server/src/platform/records/history';
import { sendJsonText } from '../../apps/server/src/platform/serialization';

const BENCH_ACTOR: Actor = { userId: null, role: 'patient', name: 'Bench' };

/**
 * `npm run bench` compares the product's routes with what the same process and pool can do at best:
 * a second, bare Fastify instance (no hooks, no auth, no validation) with H (hello), R (one indexed
 * SELECT) and W (one INSERT), started beside the app by the bench's own server (bench-server.ts),
 * never by the product's bundle.
 *
 * The ceilings (C) are the least a report save can do: its row and its audit row in one statement,
 * for the patient in `?patient=`, without auth, validation, earlier answers, scoring or events. No
 * implementation of a save goes faster than its ceiling on the same machine, so a target above the
 * ceiling cannot be met there. The history's ceiling is its page without the request pipeline.
 */
export async function startBenchBaselines(product: BuiltApp, host: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { db } = product.deps;
  await db.exec(
    'CREATE TABLE IF NOT EXISTS bench_writes (id bigserial PRIMARY KEY, written_at timestamptz NOT NULL DEFAULT now(), body text)',
  );
  const [someone] = await db.query<{ id: string }>('SELECT id FROM users ORDER BY created_date LIMIT 1');
  const app = Fastify({ logger: false });
  app.get('/bench/hello', async () => ({ Hello: 'world' }));
  app.get('/bench/read', async () => {
    const [row] = await db.query(
      sql`SELECT id, first_name, last_name, email, language_id, version FROM users WHERE id = ${someone?.id ?? null}`,
    );
    return row ?? {};
  });
  app.post('/bench/write', async () => {
    const [row] = await db.query<{ id: string }>(sql`INSERT INTO bench_writes (body) VALUES (${'baseline'}) RETURNING id`);
    return row;
  });
  /**
   * A report row with `values` for `columns`, and its audit row written as every save writes it
   * (auditInsert), in one statement.
   */
  const saveCeiling = async (patientId: string, table: string, resourceType: string, columns: Record<string, unknown>) => {
    const names = Object.keys(columns);
    const patient = sql`${patientId}::uuid`;
    const audit = auditRows({
      actor: BENCH_ACTOR,
      patient,
      resourceType,
      action: 'Create',
      from: raw('r'),
      resourceId: raw('r.id'),
      after: sql`jsonb_build_object('Id', r.id)`,
    });
    const [row] = await db.query(
      sql`WITH r AS (INSERT INTO ${raw(table)} (id, patient_id, ${raw(names.join(', '))})
                     VALUES (${randomUUID()}, ${patient}, ${join(names.map((name) => sql`${columns[name]}`))})
                     RETURNING id, created_date, version), a AS (${audit})
          SELECT * FROM r`,
    );
    return row;
  };
  type Query = { Querystring: { patient: string } };
  app.post<Query & { Body: { Items: { Type: string; Intensity: number }[] } }>('/bench/ceiling/statusreport', (request) => {
    const { Items } = request.body;
    const items: Record<string, unknown> = {};
    for (const item of Items) items[item.Type] = { Intensity: item.Intensity, Previous: null, LanguageId: 'sv' };
    return saveCeiling(request.query.patient, 'status_reports', 'StatusReport', {
      items: JSON.stringify(items),
      item_count: Items.length,
      intensities: Array.from({ length: 19 }, (_, i) => Items[i]?.Intensity ?? null),
    });
  });
  app.post<Query & { Body: { PromId: string; Answers: unknown[] } }>('/bench/ceiling/promreport', (request) => {
    const { PromId, Answers } = request.body;
    return saveCeiling(request.query.patient, 'prom_reports', 'PromReport', {
      prom_id: PromId,
      language_id: 'sv',
      answers: JSON.stringify(Answers),
      answer_count: Answers.length,
      question_count: Answers.length,
      percent_completed: 100,
    });
  });
  type SymptomBody = { Model: string; Symptoms: { SymptomId: string; SymptomPoints: SymptomPoint[] }[] };
  app.post<Query & { Body: SymptomBody }>('/bench/ceiling/symptomreport', (request) => {
    const { Model, Symptoms } = request.body;
    return saveCeiling(request.query.patient, 'symptom_reports', 'SymptomReport', {
      model: Model,
      symptoms: JSON.stringify(Symptoms.map((s) => ({ SymptomId: s.SymptomId }))),
      marks: Symptoms.map((s) => encodeMarks(s.SymptomPoints)),
      symptom_ids: Symptoms.map((s) => s.SymptomId),
      symptom_count: Symptoms.length,
    });
  });
  /**
   * The history's page for `?patient=` (after `?after=`, a note) made as the route makes it, without
   * auth, hooks, validation or the API's headers: what a history page costs beyond the request pipeline.
   */
  app.get<Query & { Querystring: { after?: string } }>('/bench/ceiling/history', async (request, reply) => {
    const { patient, after } = request.query;
    const paging = after ? { page: 0, take: HISTORY_PAGE_SIZE, after, afterType: 'Note' as const } : { page: 0, take: HISTORY_PAGE_SIZE };
    return sendJsonText(reply, await historyPageJson(systemRecords(product.deps, patient), product.deps.catalog.history, paging));
  });
  const url = await app.listen({ port: 0, host });
  return { url, close: () => app.close() };
}
