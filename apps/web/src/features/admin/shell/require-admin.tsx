import { Outlet } from 'react-router';
import { ToLogin } from '../../../components/to-login';
import { Spinner } from '../../../components/spinner';
import { useSessionShareSettled } from '../../../lib/session/session-share';
import { useSession } from '../../../lib/session/use-session';
import { AdminForbiddenPage } from './admin-forbidden-page';

/**
 * /admin/*: a login (else /login, which returns here) AND the admin role. A member sees a plain refusal and nothing below this
 * guard renders, so no admin query is ever started for them (the server refuses them too).
 */
export function RequireAdmin() {
  const { loggedIn, isAdmin } = useSession();
  // A new tab (Ctrl+click on Edit) first gives the other tabs a moment to lend it their session.
  const settled = useSessionShareSettled();
  if (!loggedIn && !settled) return <Spinner />;
  if (!loggedIn) return <ToLogin />;
  if (!isAdmin) return <AdminForbiddenPage />;
  return <Outlet />;
}
