import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Uuid, type ShareFlags } from '@symptoms/domain';
import type { Database, Row } from '../db/client';
import { sql } from '../db/sql';
import { isoText } from '../db/timestamps';
import { can, own } from '../platform/access';
import { defineArea } from '../platform/areas';
import { requireContext } from '../platform/context';
import type { Fixtures } from '../platform/probe';
import { defineRecords, ownRecords, patientRecords } from '../platform/records';
import type { GrantSource } from '../platform/records/grants';
import { ById, RESOURCE_ERRORS } from '../platform/route-schemas';
import { registerTrashRoutes } from '../platform/trash-routes';

/**
 * A patient area that exists only in tests: moods, scored 0–10. It is what a new area needs (one
 * declaration: its table, its routes and how it takes part in the trash, the history and the
 * calendar), and it gives the access matrix routes that read a patient's data under a grant, with
 * a share fixture until the shares area exists.
 */
export interface MoodRow extends Row {
  id: string;
  patient_id: string;
  score: number;
  created_date: Date;
  modified_date: Date;
  version: number;
}

export const Mood = z.object({
  Id: Uuid,
  Score: z.number().int(),
  CreatedDate: z.string(),
  ModifiedDate: z.string(),
  Version: z.number().int(),
});
type Mood = z.infer<typeof Mood>;
const MoodCreate = z.object({ Score: z.number().int().min(0).max(10) });
const MoodUpdate = MoodCreate.extend({ Version: z.number().int().min(0) });
const ByPatient = z.object({ patientId: Uuid });

const toMood = (row: MoodRow): Mood => ({
  Id: row.id,
  Score: row.score,
  CreatedDate: row.created_date.toISOString(),
  ModifiedDate: row.modified_date.toISOString(),
  Version: row.version,
});

export const moodRecords = defineRecords<MoodRow>({
  // Under the status reports' rules: a share's StatusReports flag opens them, and a study's staff read them.
  area: 'statusreports',
  resourceType: 'Mood',
  table: 'moods',
  columns: ['id', 'patient_id', 'score', 'created_date', 'modified_date', 'version'],
  audit: sql`jsonb_build_object('Id', id, 'Version', version, 'CreatedDate', ${isoText('created_date')})`,
  trash: { resourceType: 'StatusReport', describe: (row) => `mood ${row.score}` },
  history: { resourceType: 'PromReport', schema: Mood, items: (_scope, rows) => rows.map(toMood) },
  calendar: { kind: 'StatusReport', title: sql`'mood ' || score` },
});

/** The table, as a migration of the area would make it. */
export async function createMoodsTable(db: Database): Promise<void> {
  await db.exec(`CREATE TABLE IF NOT EXISTS moods (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
    score smallint NOT NULL CHECK (score BETWEEN 0 AND 10),
    research boolean NOT NULL DEFAULT false,
    created_date timestamptz NOT NULL DEFAULT now(),
    modified_date timestamptz NOT NULL DEFAULT now(),
    deleted_date timestamptz,
    purge_date timestamptz,
    version integer NOT NULL DEFAULT 0)`);
  await db.exec(
    'CREATE INDEX IF NOT EXISTS moods_patient_live ON moods (patient_id, created_date DESC, id DESC) WHERE deleted_date IS NULL',
  );
}

/** Shares the tests grant (viewer user id → patient id → flags), until the shares area exists. */
export const testShares = new Map<string, Map<string, ShareFlags>>();

export const ALL_FLAGS: ShareFlags = { SymptomReports: true, PromReports: true, StatusReports: true, Notes: true };

/** The viewer's test shares as a JSON parameter of the grant statement, looked up by the patient's id there. */
const shareFixture: GrantSource = {
  name: 'test shares',
  kind: 'share',
  patients: (viewer) => sql`SELECT unnest(${[...(testShares.get(viewer.userId)?.keys() ?? [])]}::uuid[]) AS patient_id`,
  opens: (viewer) =>
    sql`SELECT unnest(${[...(testShares.get(viewer.userId)?.keys() ?? [])]}::uuid[]) AS patient_id, NULL::timestamptz AS since,
               true AS status_reports, true AS symptom_reports, true AS prom_reports`,
  column: (viewer, patient) => sql`${JSON.stringify(Object.fromEntries(testShares.get(viewer.userId) ?? []))}::jsonb -> (${patient})::text`,
  grant: (value) => ({ share: (typeof value === 'string' ? (JSON.parse(value) as ShareFlags) : (value as ShareFlags | null)) ?? null }),
};

async function moodRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byId = { needs: ['mood'], params: (f: Fixtures) => ({ id: f('mood').Id }) };
  r.route({
    method: 'GET',
    url: '/my/moods',
    config: { access: own('statusreports', 'read'), probe: { status: 200 } },
    schema: { response: { 200: z.array(Mood), ...RESOURCE_ERRORS } },
    handler: async (request) => (await ownRecords(app.deps, requireContext(request)).of(moodRecords).list()).map(toMood),
  });
  r.route({
    method: 'POST',
    url: '/my/moods',
    config: { access: own('statusreports', 'write'), probe: { body: () => ({ Score: 4 }), status: 201 } },
    schema: { body: MoodCreate, response: { 201: Mood, ...RESOURCE_ERRORS } },
    handler: async (request, reply) => {
      const row = await ownRecords(app.deps, requireContext(request)).of(moodRecords).insert({ score: request.body.Score });
      return reply.status(201).send(toMood(row));
    },
  });
  r.route({
    method: 'PUT',
    url: '/my/moods/:id',
    config: {
      access: own('statusreports', 'write'),
      probe: { ...byId, body: (f) => ({ Score: 9, Version: f('mood').Version }), status: 200 },
    },
    schema: { params: ById, body: MoodUpdate, response: { 200: Mood, ...RESOURCE_ERRORS } },
    handler: async (request) => {
      const records = ownRecords(app.deps, requireContext(request)).of(moodRecords);
      return toMood(await records.update(request.params.id, { score: request.body.Score }, { version: request.body.Version }));
    },
  });
  // A patient's moods as staff read them: under a share or as a patient of the reader's group.
  r.route({
    method: 'GET',
    url: '/patients/:patientId/moods',
    config: {
      access: can('statusreports', 'read', 'share', 'groupPatient'),
      probe: { needs: ['mood'], params: (f) => ({ patientId: f('mood').PatientId as string }), status: 200 },
    },
    schema: { params: ByPatient, response: { 200: z.array(Mood), ...RESOURCE_ERRORS } },
    handler: async (request) => {
      const scope = await patientRecords(app.deps, requireContext(request), request.params.patientId);
      return (await scope.of(moodRecords).list()).map(toMood);
    },
  });
  registerTrashRoutes(app, {
    path: '/my/moods',
    table: moodRecords,
    tags: ['moods'],
    noun: 'a mood',
    item: Mood,
    get: async (deps, ctx, id) => toMood(await ownRecords(deps, ctx).of(moodRecords).get(id)),
    fixtures: { live: 'mood', deleted: 'deletedMood' },
  });
}

export const moodsArea = defineArea({ name: 'moods', service: 'api', routes: moodRoutes, records: [moodRecords], grants: [shareFixture] });
