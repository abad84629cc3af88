import { useRoutes } from 'react-router';
import { AdminLayout, adminRoutes } from '../features/admin';
import { adminResources } from './admin-resources';
import { dashboardResources } from './dashboard-resources';
import { UserMenu } from './layouts/user-menu';

const layout = <AdminLayout userMenu={<UserMenu />} />;
const consoleRoutes = [{ element: layout, children: adminRoutes(adminResources) }];
const dashboardRoutes = [{ element: layout, children: adminRoutes(dashboardResources, 'dashboard') }];

/**
 * The whole administration console, loaded only when an admin opens /admin or one of the legacy
 * dashboard's screens (/dashboard/ads...): visitors of the map never download it. Its routes are
 * relative to /admin, or to /dashboard for `area="dashboard"`.
 */
export default function AdminConsole({ area = 'admin' }: { area?: 'admin' | 'dashboard' }) {
  return useRoutes(area === 'admin' ? consoleRoutes : dashboardRoutes);
}
