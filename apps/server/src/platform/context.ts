import type { GroupClaim, LanguageId, RoleId } from '@symptoms/domain';
import { ErrorCode } from '@symptoms/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Who is calling and as what: the verified token plus the chosen active membership. */
export interface RequestContext {
  userId: string;
  patientId: string | null;
  sessionId: string;
  name: string;
  role: RoleId;
  organizationId: string;
  groupId: string;
  claims: readonly GroupClaim[];
  language: LanguageId;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext | null;
    language: LanguageId;
  }
}

export function requireContext(request: FastifyRequest): RequestContext {
  if (!request.ctx) throw new AppError(ErrorCode.Unauthenticated);
  return request.ctx;
}

/** The caller's own patient id; a user without a patient gets 1004 so the client can create one. */
export function requirePatientId(ctx: RequestContext): string {
  if (!ctx.patientId) throw new AppError(ErrorCode.NoPatient);
  return ctx.patientId;
}
