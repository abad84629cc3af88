import { createBrowserRouter } from 'react-router';
import { registerNavigator } from '../lib/navigation';
import { registerPageAccess, sessionNeedOf } from '../lib/session/page-access';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// The session-expired flow lives outside React; it moves the user with the router, not a reload.
registerNavigator((path) => void router.navigate(path, { replace: true }));
// A dead session on a page anyone may use ends quietly; the route's handle says which page is which.
registerPageAccess(() => sessionNeedOf(router.state.matches));
