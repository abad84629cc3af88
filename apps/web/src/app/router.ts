import { createBrowserRouter } from 'react-router';
import { EARLY_NEAR_ME_PATHS, earlyNearMe } from '../features/map/early/early-near-me-state';
import { registerNavigator } from '../lib/navigation';
import { registerPageAccess, sessionNeedOf } from '../lib/session/page-access';
import { startSessionSharing } from '../lib/session/session-share';
import { signOut } from '../lib/session/sign-out';
import { refreshAccessToken } from '../lib/session/token-refresh';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// /map's early Near me stays until the map page takes it over; when the app goes elsewhere
// instead (the map needs a login on this server), nothing of it may stay over the page.
router.subscribe((state) => {
  if (!EARLY_NEAR_ME_PATHS.includes(state.location.pathname)) earlyNearMe()?.stop();
});

// The session-expired flow lives outside React; it moves the user with the router, not a reload.
registerNavigator((path) => void router.navigate(path, { replace: true }));
// A dead session on a page anyone may use ends quietly; the route's handle says which page is which.
registerPageAccess(() => sessionNeedOf(router.state.matches));

// A new tab (the map popup's AED link) borrows the session of the tab that signed in.
startSessionSharing({ renew: refreshAccessToken, signOut });
