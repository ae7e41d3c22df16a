import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isStaffRole } from '@symptoms/domain';
import { refreshSession } from '../api/client';
import { isRefreshing, needsRefresh, setSession } from '../api/session';
import { LoginLoading } from '../features/auth/LoginLoading';
import { CONSENT_FLOW_PATHS, TOS_PATH } from '../features/consents/paths';
import type { FeatureRoute } from './feature-module';
import { mayDo } from './module-flags';
import { owesContracts, useActing, useEnabledModules, useRefreshing, useSession } from './session-hooks';

function loginPathFor(pathname: string, search = ''): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/** Not signed in: to /login with the way back. Token too old: refresh first, showing login-loading meanwhile. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const refreshing = useRefreshing();
  const location = useLocation();
  const stale = !!session && needsRefresh(session);

  useEffect(() => {
    if (stale && !isRefreshing()) refreshSession().catch(() => setSession(null));
  }, [stale]);

  // No session, or one still at its second factor or deactivated: the login screen takes the next step.
  if (!session || session.token.twofactor || session.token.deactivated) {
    return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  }
  if (refreshing || stale) return <LoginLoading />;
  // Contracts still owed (spec 2 §4): to the terms, with the way back.
  if (owesContracts(session.token) && !CONSENT_FLOW_PATHS.test(location.pathname)) {
    return <Navigate to={`${TOS_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  return <>{children}</>;
}

/** Module off: back to /welcome. Role not allowed: /unauthorized. */
export function RouteGate({ route }: { route: FeatureRoute }) {
  const session = useSession();
  const acting = useActing();
  const modules = useEnabledModules();
  if (!session || !acting) return null;
  if (route.module) {
    if (!modules) return <LoginLoading />;
    if (!modules.has(route.module)) return <Navigate to="/welcome" replace />;
  }
  if (route.can && !mayDo(acting, route.can)) return <Navigate to="/unauthorized" replace />;
  if (route.staffOnly && !isStaffRole(session.token.role)) return <Navigate to="/unauthorized" replace />;
  return <>{route.element}</>;
}
