import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session/use-session';

/** Member routes (000 §2.1): a stored user AND a stored token, otherwise /login. */
export function RequireLogin() {
  const { loggedIn } = useSession();
  if (!loggedIn) return <Navigate to="/login" replace />;
  return <Outlet />;
}
