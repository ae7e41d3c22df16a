import { may } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { join, raw, sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { actorOf, auditRows } from '../audit';
import type { RequestContext } from '../context';

/** A row of the staff's list of patients: the patient's id, and how the caller reaches them. */
export type ListedPatient = Row & { id: string; shared: boolean; group_patient: boolean };

/**
 * The staff's list of the patients they may open (admin/patients), from every grant source the
 * caller's role reads under: `visible` is (patient_id, shared, group_patient), to use as a table
 * in FROM. Being listed shows who the patient is, so each listed patient's log gets a View row of
 * `PatientList` in the same statement (docs/decisions.md, "The staff's list of patients").
 */
export async function listPatients<T extends ListedPatient>(
  deps: Deps,
  ctx: RequestContext,
  statement: (visible: Sql) => Sql,
): Promise<T[]> {
  const sources = deps.catalog.grants.filter((source) => may(ctx.role, 'patient', 'read', [source.kind]));
  if (sources.length === 0) return [];
  const union = join(
    sources.map(
      (source) =>
        sql`SELECT patient_id, ${raw(source.kind === 'share' ? 'true' : 'false')} AS shared, ${raw(source.kind === 'share' ? 'false' : 'true')} AS group_patient
              FROM (${source.patients(ctx)}) s`,
    ),
    ' UNION ALL ',
  );
  const visible = sql`(SELECT patient_id, bool_or(shared) AS shared, bool_or(group_patient) AS group_patient FROM (${union}) v GROUP BY patient_id)`;
  const viewed = auditRows({
    actor: actorOf(ctx),
    patient: raw('listed.id'),
    resourceType: 'PatientList',
    action: 'View',
    from: raw('listed'),
    resourceId: raw('listed.id'),
  });
  return deps.db.query<T>(sql`WITH listed AS (${statement(visible)}), viewed AS (${viewed}) SELECT * FROM listed`);
}
