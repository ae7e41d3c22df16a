import type { FastifyRequest } from 'fastify';
import { ErrorCode, isPatientRole, isRoleId, type RoleId } from '@symptoms/domain';
import type { Deps } from '../../deps';
import type { Actor } from '../../platform/audit';
import { AppError } from '../../platform/errors';

/** Who answers a request link while signed in: a patient, by their token. */
export interface LinkCaller {
  actor: Actor;
  patientId: string | null;
}

/**
 * The signed-in caller of a public link route, or null without a token. A token sent is judged: not
 * valid or its session ended, 401 (the app renews it and asks again); a staff role (in the token or
 * the active role the headers choose), 403/4139: staff neither answer a patient's questionnaire nor
 * make it look as if the patient did.
 */
export async function linkCaller(deps: Deps, request: FastifyRequest): Promise<LinkCaller | null> {
  const authorization = request.headers.authorization;
  if (!authorization?.startsWith('Bearer ')) return null;
  const claims = await deps.signer.verify(authorization.slice(7));
  if (!claims || !(await deps.sessions.isActive(claims.sid))) throw new AppError(ErrorCode.Unauthenticated);
  const header = request.headers['x-roleid'];
  const roles: RoleId[] = [claims.role, ...(typeof header === 'string' && isRoleId(header) ? [header] : [])];
  if (!roles.every(isPatientRole)) throw new AppError(ErrorCode.StaffSessionOnRequestLink);
  // A login still at its second factor has not shown who it is yet.
  if (claims.state !== 'ready') return null;
  return { actor: { userId: claims.sub, role: claims.role, name: claims.name }, patientId: claims.pid };
}
