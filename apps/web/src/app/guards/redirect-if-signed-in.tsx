import { Navigate, Outlet, useLocation } from 'react-router';
import { returnPathFrom } from '../../lib/session/return-path';
import { useSession } from '../../lib/session/use-session';

/**
 * Screens meant for visitors send a signed-in person on: / to /dashboard, /login to the page that
 * sent them there (its `next`), else /map. A new tab whose session another tab lends late lands
 * on the page it was opened for.
 */
export function RedirectIfSignedIn({ to, followNext = false }: { to: string; followNext?: boolean }) {
  const { loggedIn } = useSession();
  const { search } = useLocation();
  return loggedIn ? <Navigate to={followNext ? returnPathFrom(search) : to} replace /> : <Outlet />;
}
