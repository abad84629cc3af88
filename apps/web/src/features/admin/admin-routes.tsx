import type { RouteObject } from 'react-router';
import type { AdminResource } from './resource/define-admin-resource';
import { AdminDashboardPage } from './shell/admin-dashboard-page';
import { ADMIN_NAV_ITEMS } from './shell/admin-nav-items';
import { AdminNotFoundPage } from './shell/admin-not-found-page';
import { ComingSoonPage } from './shell/coming-soon-page';

/**
 * The children of the /admin route (or, for area 'dashboard', of /dashboard: the legacy screens of
 * 002 in the same shell): the console's home, every registered resource of the area, a 'coming
 * soon' page for each sidebar item no resource serves yet, and a not-found page inside the shell.
 */
export function adminRoutes(resources: AdminResource[], area: 'admin' | 'dashboard' = 'admin'): RouteObject[] {
  const own = resources.filter((r) => r.base === area);
  const taken = new Set(own.flatMap((r) => r.paths));
  const prefix = `/${area}/`;
  const placeholders = ADMIN_NAV_ITEMS.filter((item) => item.to.startsWith(prefix))
    .map((item) => ({ item, path: item.to.slice(prefix.length) }))
    .filter(({ path }) => !taken.has(path))
    .map(({ item, path }) => ({ path, element: <ComingSoonPage title={item.label} sentence={item.comingSoon} /> }));
  return [
    ...(area === 'admin' ? [{ index: true, element: <AdminDashboardPage /> }] : []),
    ...own.flatMap((r) => r.routes),
    ...placeholders,
    { path: '*', element: <AdminNotFoundPage /> },
  ];
}
