import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../../lib/session/use-session';
import { AdminForbiddenPage } from './admin-forbidden-page';

/**
 * /admin/*: a login AND the admin role. A member sees a plain refusal and nothing below this
 * guard renders, so no admin query is ever started for them (the server refuses them too).
 */
export function RequireAdmin() {
  const { loggedIn, isAdmin } = useSession();
  if (!loggedIn) return <Navigate to="/login" replace />;
  if (!isAdmin) return <AdminForbiddenPage />;
  return <Outlet />;
}
