import { useSession } from '../../lib/session/use-session';
import { MemberLayout } from './member-layout';
import { PublicLayout } from './public-layout';

/** Screens open to everyone (map, AED detail, 404) wear the member frame once signed in. */
export function AdaptiveLayout() {
  const { loggedIn } = useSession();
  return loggedIn ? <MemberLayout /> : <PublicLayout padded />;
}
