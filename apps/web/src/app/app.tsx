import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { router } from './router';
import { routerFlushSync } from '../lib/search-params-now';

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </Providers>
  );
}
