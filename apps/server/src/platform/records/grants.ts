import { NO_GRANT, PATIENT_ROLES, type Grant } from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { join, raw, sql, type Sql } from '../../db/sql';
import type { RequestContext } from '../context';

/**
 * Tells how a viewer is related to a patient: a share (the shares area), a patient role in the
 * viewer's active group. Areas declare their sources; the layer asks all of them in one statement
 * per scope, each source one column of it.
 */
export interface GrantSource {
  name: string;
  /** A scalar expression over the viewer and the patient (`patient`, a uuid parameter). */
  column(viewer: RequestContext, patient: Sql): Sql;
  /** What the column's value grants. */
  grant(value: unknown): Partial<Grant>;
}

/** The patient holds a patient role in the viewer's active group: the viewer's study or clinic group. */
export const groupPatientGrant: GrantSource = {
  name: 'patient of the active group',
  column: (viewer, patient) =>
    sql`EXISTS (SELECT 1 FROM memberships m JOIN patients p ON p.user_id = m.user_id
                 WHERE p.id = ${patient} AND m.organization_id = ${viewer.organizationId} AND m.group_id = ${viewer.groupId}
                   AND m.role_id = ANY(${PATIENT_ROLES}::text[]))`,
  grant: (value) => ({ groupPatient: value === true }),
};

/** What every source grants the viewer, together: one statement, whatever the number of sources. */
export async function resolveGrant(
  sources: readonly GrantSource[],
  q: Queryable,
  viewer: RequestContext,
  patientId: string,
): Promise<Grant> {
  if (sources.length === 0) return NO_GRANT;
  const patient = sql`${patientId}::uuid`;
  const columns = sources.map((source, i) => sql`(${source.column(viewer, patient)}) AS ${raw(`g${i}`)}`);
  const [row] = await q.query<Row>(sql`SELECT ${join(columns)}`);
  return sources.reduce<Grant>((grant, source, i) => {
    const part = source.grant(row?.[`g${i}`]);
    return { share: part.share ?? grant.share, groupPatient: grant.groupPatient || part.groupPatient === true };
  }, NO_GRANT);
}
