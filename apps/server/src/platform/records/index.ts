import { ErrorCode, isPatientRole } from '@symptoms/domain';
import type { Deps } from '../../deps';
import { actorOf, SYSTEM_ACTOR, type Actor } from '../audit';
import type { RequestContext } from '../context';
import { AppError, notFound } from '../errors';
import { resolveGrant } from './grants';
import { Scope } from './scope';

export { Scope } from './scope';
export type { TableRecords, Paging } from './operations';
export { defineRecords, type RecordTable } from './table';

/** The caller's own records, as the patient (1004 for a user who has no patient record: the client creates one). */
export function ownRecords(deps: Deps, ctx: RequestContext): Scope {
  if (!ctx.patientId) throw new AppError(ErrorCode.NoPatient);
  return new Scope(deps, ctx.patientId, actorOf(ctx), { kind: 'patient' }, deps.db);
}

/**
 * A patient's records as the caller sees them: their own, or another's under a grant (a share, a
 * patient of the caller's group). Without any grant the patient is not found: 404, whatever exists.
 */
export async function patientRecords(deps: Deps, ctx: RequestContext, patientId: string): Promise<Scope> {
  if (patientId === ctx.patientId && isPatientRole(ctx.role)) return ownRecords(deps, ctx);
  const grant = await resolveGrant(deps.catalog.grants, deps.db, ctx, patientId);
  if (!grant.share && !grant.groupPatient) throw notFound();
  return new Scope(deps, patientId, actorOf(ctx), { kind: 'other', role: ctx.role, grant }, deps.db);
}

/** A patient's records as the system works on them (jobs, the public PROM request link), audited as `actor`. */
export function systemRecords(deps: Deps, patientId: string, actor: Actor = SYSTEM_ACTOR): Scope {
  return new Scope(deps, patientId, actor, { kind: 'system' }, deps.db);
}
