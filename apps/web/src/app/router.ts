import { createBrowserRouter } from 'react-router';
import { registerNavigator } from '../lib/navigation';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// The session-expired flow lives outside React; it moves the user with the router, not a reload.
registerNavigator((path) => void router.navigate(path, { replace: true }));
