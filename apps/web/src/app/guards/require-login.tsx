import { Outlet } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useSessionShareSettled } from '../../lib/session/session-share';
import { useSession } from '../../lib/session/use-session';
import { ToLogin } from '../../components/to-login';

/**
 * Member routes (000 §2.1): a stored user AND a stored token, otherwise /login (which returns here). A new tab first
 * gives the other tabs a moment to lend it their session.
 */
export function RequireLogin() {
  const { loggedIn } = useSession();
  const settled = useSessionShareSettled();
  if (!loggedIn && !settled) return <Spinner />;
  if (!loggedIn) return <ToLogin />;
  return <Outlet />;
}
