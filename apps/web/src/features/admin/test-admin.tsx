import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../app/providers';
import { queryClient } from '../../lib/query-client';
import { adminRoutes } from './admin-routes';
import type { AdminResource } from './resource/define-admin-resource';
import { AdminLayout } from './shell/admin-layout';
import { RequireAdmin } from './shell/require-admin';
import { routerFlushSync } from '../../lib/search-params-now';

/**
 * The admin console with only the given resources (and /dashboard for the legacy ones), at `path`
 * (component tests); a list of paths is the history before it, the last one open.
 */
export function renderAdmin(resources: AdminResource[], path: string | string[]) {
  queryClient.clear();
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <RequireAdmin />, children: [{ element: <AdminLayout />, children: adminRoutes(resources) }] },
      { path: '/dashboard', element: <RequireAdmin />, children: [{ element: <AdminLayout />, children: adminRoutes(resources, 'dashboard') }] },
      { path: '/login', element: <h1>Login</h1> },
      { path: '*', element: <h1>Outside the console</h1> },
    ],
    { initialEntries: typeof path === 'string' ? [path] : path },
  );
  const utils = render(
    <Providers>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </Providers>,
  );
  return { ...utils, router };
}
