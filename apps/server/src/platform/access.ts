import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, LANGUAGES, holdsMembership, isRoleId, type LanguageId, type RoleId } from '@symptoms/domain';
import { AppError } from './errors';
import type { SessionGuard } from './sessions';
import type { TokenSigner } from './tokens';

/** Who may call a route. Every route declares one; a route without it refuses to register. */
export type Access = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'roles'; roles: readonly RoleId[] };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };
export const rolesOnly = (...roles: RoleId[]): Access => ({ kind: 'roles', roles });
/** Patients acting on their own data (pat, and the test-patient role). */
export const PATIENT: Access = rolesOnly('pat', 'test');
export const ADMIN: Access = rolesOnly('admin', 'tadm');

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Routes that plugins register for themselves (the OpenAPI viewer) are public documentation. */
const PLUGIN_PREFIXES = ['/api/docs'];

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function languageOf(request: FastifyRequest): LanguageId {
  const value = headerValue(request, 'x-languageid');
  return value && (LANGUAGES as readonly string[]).includes(value) ? (value as LanguageId) : 'sv';
}

export interface AccessDeps {
  signer: TokenSigner;
  sessions: SessionGuard;
}

export function registerAccessControl(app: FastifyInstance, deps: AccessDeps): string[] {
  const declared: string[] = [];
  app.decorateRequest('ctx', null);
  app.decorateRequest('language', 'sv');

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!route.config?.access) {
      if (PLUGIN_PREFIXES.some((p) => url.startsWith(p))) {
        route.config = { ...route.config, access: PUBLIC };
      } else {
        throw new Error(`Route ${String(route.method)} ${url} declares no access rule; every route must say who may call it.`);
      }
    }
    declared.push(`${String(route.method)} ${url}`);
  });

  app.addHook('onRequest', async (request) => {
    request.language = languageOf(request);
    const access = request.routeOptions.config?.access;
    if (!access || access.kind === 'public') return;

    const authorization = headerValue(request, 'authorization');
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
    const claims = token ? await deps.signer.verify(token) : null;
    if (!claims || !(await deps.sessions.isActive(claims.sid))) throw new AppError(ErrorCode.Unauthenticated);

    // The headers choose the active membership; it must be one the token's groups claim holds.
    const groups = claims.memberships;
    const organizationId = headerValue(request, 'x-organizationid') ?? claims.org;
    const groupId = headerValue(request, 'x-groupid') ?? claims.grp;
    const roleHeader = headerValue(request, 'x-roleid') ?? claims.role;
    if (!isRoleId(roleHeader) || !holdsMembership(groups, organizationId, groupId, roleHeader)) {
      throw new AppError(ErrorCode.Forbidden);
    }
    if (access.kind === 'roles' && !access.roles.includes(roleHeader)) throw new AppError(ErrorCode.Forbidden);

    request.ctx = {
      userId: claims.sub,
      patientId: claims.pid,
      sessionId: claims.sid,
      name: claims.name,
      role: roleHeader,
      organizationId,
      groupId,
      claims: groups,
      language: request.language,
    };
  });

  return declared;
}
