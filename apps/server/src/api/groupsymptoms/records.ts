import { PATIENT_ROLES } from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { actorOf } from '../../platform/audit';
import type { RequestContext } from '../../platform/context';
import { Scope } from '../../platform/records';

/** The caller's scope over one patient of their active group: reads are audited as the caller's. */
export function groupPatientScope(deps: Deps, ctx: RequestContext, patientId: string): Scope {
  return new Scope(deps, patientId, actorOf(ctx), { kind: 'other', role: ctx.role, grant: { share: null, groupPatient: true } }, deps.db);
}

/** The patients holding a patient role in the caller's active group, by id. */
export async function groupPatientIds(q: Queryable, ctx: RequestContext): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    sql`SELECT DISTINCT p.id FROM memberships m JOIN patients p ON p.user_id = m.user_id
         WHERE m.organization_id = ${ctx.organizationId} AND m.group_id = ${ctx.groupId}
           AND m.role_id = ANY(${PATIENT_ROLES}::text[])
         ORDER BY p.id`,
  );
  return rows.map((r) => r.id);
}

export interface ReportMarksRow extends Row {
  id: string;
  /** Each symptom's intensity, in the order of `marks`. */
  intensities: (number | null)[];
  marks: Uint8Array[];
}

/** The patient's live reports on `model` created in [from, to); each served is audited. */
export async function reportMarks(scope: Scope, model: string, from: Date, to: Date): Promise<ReportMarksRow[]> {
  scope.require('symptomreports', 'read');
  const rows = await scope.query<ReportMarksRow>(
    sql`SELECT r.id, (SELECT coalesce(array_agg((e->>'Intensity')::int ORDER BY o), '{}') FROM jsonb_array_elements(r.symptoms) WITH ORDINALITY AS x(e, o)) AS intensities,
               r.marks
          FROM symptom_reports r
         WHERE r.patient_id = ${scope.patient} AND r.deleted_date IS NULL AND r.model = ${model}
           AND r.created_date >= ${from}::timestamptz AND r.created_date < ${to}::timestamptz
         ORDER BY r.created_date, r.id`,
  );
  await scope.served(
    'SymptomReport',
    rows.map((r) => r.id),
  );
  return rows;
}
