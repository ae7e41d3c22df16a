import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifySchema, onRequestHookHandler } from 'fastify';
import {
  capability,
  conditionsFor,
  ErrorCode,
  holdsCapability,
  unitsOfClaims,
  LANGUAGES,
  holdsMembership,
  isRoleId,
  rolesAllowed,
  type AccessAction,
  type AccessArea,
  type AccessCondition,
  type Capability,
  type LanguageId,
  type RoleId,
  type SessionState,
} from '@symptoms/domain';
import { AppError } from './errors';
import { securityEvent } from './security-events';
import type { Probe } from './probe';
import type { SessionGuard } from './sessions';
import type { TokenSigner, VerifiedClaims } from './tokens';

/**
 * Who may call a route, from the domain's access table: the roles that may do `action` in `area`
 * under one of the conditions `via` the route serves (`own`: the caller's own data, as every `my/`
 * route; `share`, `groupPatient`: a patient's data under a grant). Every route declares one; a route
 * without it refuses to register.
 */
export type Access = { kind: 'public' } | (Capability & { kind: 'capability'; roles: readonly RoleId[] });

export const PUBLIC: Access = { kind: 'public' };

export function can(area: AccessArea, action: AccessAction, ...via: AccessCondition[]): Access {
  const roles = rolesAllowed(area, action, via);
  if (roles.length === 0) throw new Error(`No role may ${action} ${area} under ${via.join(', ')}: the access table has no such capability`);
  return { kind: 'capability', ...capability(area, action, ...via), roles };
}

/** The route of a capability a service scopes by (platform/units.ts): the same capability on both. */
export const canDo = (wanted: Capability): Access => can(wanted.area, wanted.action, ...wanted.via);

/** The caller's own data in `area`: a patient's records, a user's account. */
export const own = (area: AccessArea, action: AccessAction): Access => can(area, action, 'own');

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The session states besides `ready` in which the route answers: the two-factor prompt before
     * the code is given, reactivation while the account is deactivated.
     */
    alsoIn?: readonly Exclude<SessionState, 'ready'>[];
    /** What the generated access matrix sends as the owner, and what it expects (test/access-matrix.test.ts). */
    probe?: Probe;
  }
}

/** A registered route as the access matrix walks it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  probe: Probe | undefined;
  /** The route's schemas (zod): the fuzzing harness builds its inputs from them. */
  schema: FastifySchema | undefined;
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

interface AccessDeps {
  signer: TokenSigner;
  sessions: SessionGuard;
  log: FastifyBaseLogger;
}

/** Refuses the request with 401 or 403, logged as a security event with who asked and why. */
function refuse(
  deps: AccessDeps,
  request: FastifyRequest,
  code: typeof ErrorCode.Unauthenticated | typeof ErrorCode.Forbidden,
  reason: string,
  claims?: VerifiedClaims | null,
): never {
  securityEvent(deps.log, 'access-refused', {
    userId: claims?.sub ?? null,
    sessionId: claims?.sid ?? null,
    ip: request.ip,
    reason,
    route: `${request.method} ${request.routeOptions.url ?? ''}`,
    reqId: request.id,
  });
  throw new AppError(code);
}

type Guarded = Exclude<Access, { kind: 'public' }>;

/**
 * While required contracts are not accepted (spec 2 §7: 412) no health data is read or written and
 * no staff work is done; what the terms screen and the signed-in frame need answers: the account,
 * sessions (logout), groups, the environment, news and the consents themselves.
 */
const ANSWER_WHILE_CONSENT_OWED: readonly AccessArea[] = ['account', 'sessions', 'groups', 'env', 'news', 'consents'];

function answersWhileConsentOwed(state: SessionState, access: Guarded): boolean {
  return state === 'consent' && ANSWER_WHILE_CONSENT_OWED.includes(access.area);
}

/**
 * Lets the request in as the token's user in the membership its headers choose, or throws 401/403.
 * The headers choose the active membership; it must be one the token's groups claim holds.
 */
function admit(deps: AccessDeps, request: FastifyRequest, access: Guarded, claims: VerifiedClaims | null, active: boolean): void {
  if (!claims) refuse(deps, request, ErrorCode.Unauthenticated, 'invalid-token');
  if (!active) refuse(deps, request, ErrorCode.Unauthenticated, 'session-ended', claims);
  const state = claims.state ?? 'ready';
  if (state !== 'ready' && !request.routeOptions.config.alsoIn?.includes(state) && !answersWhileConsentOwed(state, access)) {
    throw new AppError(
      state === 'twofactor'
        ? ErrorCode.TwoFactorRequired
        : state === 'consent'
          ? ErrorCode.ContractsRequired
          : ErrorCode.AccountDeactivated,
    );
  }
  const groups = claims.memberships;
  const organizationId = headerValue(request, 'x-organizationid') ?? claims.org;
  const groupId = headerValue(request, 'x-groupid') ?? claims.grp;
  const roleHeader = headerValue(request, 'x-roleid') ?? claims.role;
  if (!isRoleId(roleHeader) || !holdsMembership(groups, organizationId, groupId, roleHeader)) {
    refuse(deps, request, ErrorCode.Forbidden, 'membership-not-held', claims);
  }
  if (!access.roles.includes(roleHeader)) refuse(deps, request, ErrorCode.Forbidden, 'role-not-allowed', claims);
  // The role's conditions for this route must be ones the caller's units fulfil: `organization` an
  // organization admin, `system` the service's administrator (docs/decisions.md, "Admins act inside
  // the units they administer"). Decided before the request is read, as a missing role is.
  const units = unitsOfClaims(groups, { organizationId, groupId, roleId: roleHeader });
  if (!holdsCapability(roleHeader, units, access)) {
    const mine = conditionsFor(roleHeader, access.area, access.action).filter((c) => access.via.includes(c));
    securityEvent(deps.log, 'access-refused', {
      userId: claims.sub,
      sessionId: claims.sid,
      ip: request.ip,
      reason: 'unit-not-held',
      route: `${request.method} ${request.routeOptions.url ?? ''}`,
      reqId: request.id,
    });
    throw new AppError(
      mine.includes('organization')
        ? ErrorCode.OrganizationAdminRequired
        : mine.includes('system')
          ? ErrorCode.SystemAdminRequired
          : ErrorCode.Forbidden,
    );
  }

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
}

/**
 * The onRequest hook of a route that is not public. A token and a session seen in the last seconds
 * are known without waiting, so most requests pass without a promise; the others are verified and
 * looked up first.
 */
function guard(deps: AccessDeps, access: Guarded): onRequestHookHandler {
  return (request, _reply, done) => {
    const authorization = headerValue(request, 'authorization');
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
    if (!token) refuse(deps, request, ErrorCode.Unauthenticated, 'no-token');
    const claims = deps.signer.known(token);
    const active = claims ? deps.sessions.known(claims.sid) : false;
    if (claims !== undefined && active !== undefined) {
      admit(deps, request, access, claims, active);
      return done();
    }
    void verify(deps, token)
      .then(([verified, isActive]) => admit(deps, request, access, verified, isActive))
      .then(() => done(), done);
  };
}

async function verify(deps: AccessDeps, token: string): Promise<[VerifiedClaims | null, boolean]> {
  const claims = await deps.signer.verify(token);
  return [claims, claims ? await deps.sessions.isActive(claims.sid) : false];
}

/**
 * Every route declares its access rule; one without it refuses to register. A route that is not
 * public gets its guard as its first onRequest hook, chosen when it registers, not on every request.
 */
export function registerAccessControl(app: FastifyInstance, deps: AccessDeps): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  app.decorateRequest('ctx', null);
  // Read from the header when something asks: most requests never do.
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return languageOf(this);
    },
  });

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!route.config?.access) {
      if (PLUGIN_PREFIXES.some((p) => url.startsWith(p))) {
        route.config = { ...route.config, access: PUBLIC };
      } else {
        throw new Error(`Route ${String(route.method)} ${url} declares no access rule; every route must say who may call it.`);
      }
    }
    const access = route.config.access!;
    if (access.kind !== 'public') {
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [guard(deps, access), ...own];
    }
    for (const method of [route.method].flat())
      declared.push({ method: String(method), url, access, probe: route.config.probe, schema: route.schema });
  });

  return declared;
}
