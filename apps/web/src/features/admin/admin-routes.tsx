import type { RouteObject } from 'react-router';
import type { AdminResource } from './resource/define-admin-resource';
import { AdminDashboardPage } from './shell/admin-dashboard-page';
import { ADMIN_NAV_ITEMS } from './shell/admin-nav-items';
import { AdminNotFoundPage } from './shell/admin-not-found-page';
import { ComingSoonPage } from './shell/coming-soon-page';

/**
 * The children of the /admin route: the dashboard, every registered resource, a 'coming soon'
 * page for each sidebar item no resource serves yet, and a not-found page inside the shell.
 */
export function adminRoutes(resources: AdminResource[]): RouteObject[] {
  const taken = new Set(resources.flatMap((r) => r.paths));
  const placeholders = ADMIN_NAV_ITEMS.filter((item) => item.to !== '/admin')
    .map((item) => ({ item, path: item.to.replace(/^\/admin\//, '') }))
    .filter(({ path }) => !taken.has(path))
    .map(({ item, path }) => ({ path, element: <ComingSoonPage title={item.label} sentence={item.comingSoon} /> }));
  return [
    { index: true, element: <AdminDashboardPage /> },
    ...resources.flatMap((r) => r.routes),
    ...placeholders,
    { path: '*', element: <AdminNotFoundPage /> },
  ];
}
