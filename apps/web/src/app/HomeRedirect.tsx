import { Navigate } from 'react-router';
import { landingPath } from '@symptoms/domain';
import { useSession } from './session-hooks';

/** `/` and unknown paths: the landing path of the active role, or the login screen. */
export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session ? landingPath(session.token.role) : '/login'} replace />;
}
