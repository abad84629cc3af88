import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../app/route-error-page';
import { Providers } from '../app/providers';
import { PageErrorBoundary } from './page-error-boundary';

function Broken(): never {
  throw new Error('rows of another screen');
}

function Frame() {
  return (
    <>
      <nav>
        <Link to="/broken">Broken</Link>
        <Link to="/fine">Fine</Link>
      </nav>
      <PageErrorBoundary>
        <Outlet />
      </PageErrorBoundary>
    </>
  );
}

function renderAt(path: string, routes: Parameters<typeof createMemoryRouter>[0]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

afterEach(() => vi.restoreAllMocks());

it('shows a failed page as "Something went wrong" with Reload, keeps the frame, and the next page draws', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/broken', [{ element: <Frame />, children: [{ path: 'broken', element: <Broken /> }, { path: 'fine', element: <h1>Fine page</h1> }] }]);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Something went wrong');
  expect(alert).not.toHaveTextContent('rows of another screen');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  // Logged for whoever looks, with the error itself.
  expect(logged.mock.calls.some((call) => call.some((arg) => arg instanceof Error && arg.message === 'rows of another screen'))).toBe(true);
  await userEvent.click(screen.getByRole('link', { name: 'Fine' }));
  expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('gives a route whose layout fails the friendly page, not the router stack trace', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderAt('/', [{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.queryByText(/unexpected application error/i)).not.toBeInTheDocument();
  expect(screen.queryByText(/rows of another screen/)).not.toBeInTheDocument();
});

it('gives every branch of the app a friendly error page', async () => {
  const { routes } = await import('../app/routes');
  expect(routes.filter((route) => !route.errorElement)).toEqual([]);
});
