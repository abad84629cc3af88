import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from '../app/routes';
import { registerNavigator } from '../lib/navigation';
import { registerPageAccess, sessionNeedOf } from '../lib/session/page-access';
import { queryClient } from '../lib/query-client';
import { routerFlushSync } from '../lib/search-params-now';

/** The whole app at `path`, in memory, as a person would open it. */
export function renderApp(path: string) {
  queryClient.clear();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  registerNavigator((to) => void router.navigate(to, { replace: true }));
  registerPageAccess(() => sessionNeedOf(router.state.matches));
  const utils = render(
    <Providers>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </Providers>,
  );
  return { ...utils, router };
}
