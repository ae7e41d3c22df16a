import { ErrorCode, holdsMembership, isPatientRole, may } from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../context';
import { AppError } from '../errors';
import type { WatchGuard } from '../realtime';
import { patientRecords } from './index';

/**
 * Whether a staff socket may follow a patient's page: the same check as a read of the patient
 * (`GET patients/{id}`): a staff role allowed to read patients, a membership the token holds, and
 * a grant (a share, or the patient's group with their consent) that `patientRecords` finds now.
 * Nothing is read, so nothing is audited; the page's own reads are.
 */
export function watchGuard(deps: Deps): WatchGuard {
  return async (who, request) => {
    if (isPatientRole(request.RoleId) || request.PatientId === who.patientId) return false;
    if (
      !may(request.RoleId, 'patient', 'read') ||
      !holdsMembership(who.memberships, request.OrganizationId, request.GroupId, request.RoleId)
    )
      return false;
    const ctx: RequestContext = {
      userId: who.userId,
      patientId: who.patientId,
      sessionId: who.sessionId,
      name: who.name,
      role: request.RoleId,
      organizationId: request.OrganizationId,
      groupId: request.GroupId,
      claims: who.memberships,
      language: 'sv',
    };
    try {
      await patientRecords(deps, ctx, request.PatientId);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NotFound) return false;
      throw error;
    }
  };
}

/**
 * A session of a patient ended (logout, a role or membership taken away, the account deactivated,
 * anonymised or removed): whoever follows that patient asks again, so a grant that went with the
 * change stops at once. A staff member's own session ending closes their sockets already.
 */
export async function endWatchingOfSession(deps: Deps, sessionId: string): Promise<void> {
  const rows = await deps.db.query<{ id: string }>(
    sql`SELECT p.id FROM sessions s JOIN patients p ON p.user_id = s.user_id WHERE s.id = ${sessionId}`,
  );
  for (const row of rows) deps.realtime.endWatching(row.id);
}
