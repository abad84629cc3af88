import { Outlet } from 'react-router';
import { Spinner } from '../../components/spinner';
import { usePublicConfig } from '../../lib/config';
import { useSessionShareSettled } from '../../lib/session/session-share';
import { useSession } from '../../lib/session/use-session';
import { ToLogin } from '../../components/to-login';

/**
 * /map and /aed/:id: the seeds give two readings (000 §6). The server decides with
 * `mapRequiresLogin`; public by default, because nobody should have to log in to find an AED.
 */
export function MapAccessGuard() {
  const { loggedIn } = useSession();
  const config = usePublicConfig();
  const settled = useSessionShareSettled();
  if (config.isPending) return <Spinner />;
  if (config.data?.mapRequiresLogin && !loggedIn) return settled ? <ToLogin /> : <Spinner />;
  return <Outlet />;
}
