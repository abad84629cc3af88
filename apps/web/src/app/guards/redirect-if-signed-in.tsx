import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session/use-session';

/** Screens meant for visitors send a signed-in person on: /login to /map, / to /dashboard. */
export function RedirectIfSignedIn({ to }: { to: string }) {
  const { loggedIn } = useSession();
  return loggedIn ? <Navigate to={to} replace /> : <Outlet />;
}
