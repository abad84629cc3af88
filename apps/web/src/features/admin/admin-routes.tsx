import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { AdminResource } from './resource/define-admin-resource';
import { AdminDashboardPage } from './shell/admin-dashboard-page';
import { ADMIN_NAV_ITEMS } from './shell/admin-nav-items';
import { AdminNotFoundPage } from './shell/admin-not-found-page';
import { ComingSoonPage } from './shell/coming-soon-page';

// The review queue draws Leaflet maps: it loads on demand, so the rest of the console stays light
// (and the route table can be read where there is no window).
const StreetReportsPage = lazy(() => import('./street-reports/street-reports-page'));
const AedImportPage = lazy(() => import('./aed-import/aed-import-page'));
const AedLabelsPage = lazy(() => import('./aeds/labels/aed-labels-page'));
const GuardianRequestsPage = lazy(() => import('./guardian-requests/guardian-requests-page'));
const RecallsPage = lazy(() => import('./recalls/recalls-page'));
const RegistryHealthPage = lazy(() => import('./registry-health/registry-health-page'));
const RegistryFormatsPage = lazy(() => import('./registry-formats/registry-formats-page'));
const ApiClientsPage = lazy(() => import('./api-clients/api-clients-page'));
const WebhooksPage = lazy(() => import('./webhooks/webhooks-page'));

/** Console screens of their own, not declared as resources. */
const ADMIN_PAGES: RouteObject[] = [
  { path: 'street-reports', element: <StreetReportsPage /> },
  { path: 'aed-import', element: <AedImportPage /> },
  { path: 'aeds/labels', element: <AedLabelsPage /> },
  { path: 'guardian-requests', element: <GuardianRequestsPage /> },
  { path: 'recalls', element: <RecallsPage /> },
  { path: 'registry-health', element: <RegistryHealthPage /> },
  { path: 'registry-formats', element: <RegistryFormatsPage /> },
  { path: 'api-clients', element: <ApiClientsPage /> },
  { path: 'webhooks', element: <WebhooksPage /> },
];

/**
 * The children of the /admin route (or, for area 'dashboard', of /dashboard: the legacy screens of
 * 002 in the same shell): the console's home, every registered resource of the area, a 'coming
 * soon' page for each sidebar item no resource serves yet, and a not-found page inside the shell.
 */
export function adminRoutes(resources: AdminResource[], area: 'admin' | 'dashboard' = 'admin'): RouteObject[] {
  const own = resources.filter((r) => r.base === area);
  const pages = area === 'admin' ? ADMIN_PAGES : [];
  const taken = new Set([...own.flatMap((r) => r.paths), ...pages.map((p) => p.path!)]);
  const prefix = `/${area}/`;
  const placeholders = ADMIN_NAV_ITEMS.filter((item) => item.to.startsWith(prefix))
    .map((item) => ({ item, path: item.to.slice(prefix.length) }))
    .filter(({ path }) => !taken.has(path))
    .map(({ item, path }) => ({ path, element: <ComingSoonPage title={item.label} sentence={item.comingSoon} /> }));
  return [
    ...(area === 'admin' ? [{ index: true, element: <AdminDashboardPage /> }] : []),
    ...own.flatMap((r) => r.routes),
    ...pages,
    ...placeholders,
    { path: '*', element: <AdminNotFoundPage /> },
  ];
}
