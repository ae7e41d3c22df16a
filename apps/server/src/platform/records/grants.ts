import { NO_GRANT, PATIENT_ROLES, type Grant } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { RequestContext } from '../context';

/**
 * Tells how a viewer is related to a patient: a share (the shares area), a patient role in the
 * viewer's active group. Areas declare their sources; the layer asks all of them once per scope.
 */
export interface GrantSource {
  name: string;
  grant(q: Queryable, viewer: RequestContext, patientId: string): Promise<Partial<Grant>>;
}

/** The patient holds a patient role in the viewer's active group: the viewer's study or clinic group. */
export const groupPatientGrant: GrantSource = {
  name: 'patient of the active group',
  async grant(q, viewer, patientId) {
    const [row] = await q.query<{ member: boolean }>(
      sql`SELECT EXISTS (
            SELECT 1 FROM memberships m JOIN patients p ON p.user_id = m.user_id
             WHERE p.id = ${patientId}::uuid AND m.organization_id = ${viewer.organizationId} AND m.group_id = ${viewer.groupId}
               AND m.role_id = ANY(${PATIENT_ROLES}::text[])) AS member`,
    );
    return { groupPatient: row?.member === true };
  },
};

/** What every source grants the viewer, together. */
export async function resolveGrant(
  sources: readonly GrantSource[],
  q: Queryable,
  viewer: RequestContext,
  patientId: string,
): Promise<Grant> {
  const parts = await Promise.all(sources.map((source) => source.grant(q, viewer, patientId)));
  return parts.reduce<Grant>(
    (grant, part) => ({ share: part.share ?? grant.share, groupPatient: grant.groupPatient || part.groupPatient === true }),
    NO_GRANT,
  );
}
