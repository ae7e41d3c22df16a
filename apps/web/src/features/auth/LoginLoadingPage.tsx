import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { landingPath } from '@symptoms/domain';
import { refreshSession } from '../../api/client';
import { isRefreshing, needsRefresh, setSession } from '../../api/session';
import { useRefreshing, useSession } from '../../app/session-hooks';
import { LoginLoading } from './LoginLoading';
import { safeRedirect } from './redirect';

/** Renews the token when needed, then continues to the redirect target or the role's landing path. */
export function LoginLoadingPage() {
  const session = useSession();
  const refreshing = useRefreshing();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const stale = !!session && needsRefresh(session);

  useEffect(() => {
    if (!session || refreshing) return;
    if (stale) {
      if (!isRefreshing()) refreshSession().catch(() => setSession(null));
      return;
    }
    void navigate(redirect ?? landingPath(session.token.role), { replace: true });
  }, [session, refreshing, stale, redirect, navigate]);

  if (!session) return <Navigate to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'} replace />;
  return <LoginLoading />;
}
