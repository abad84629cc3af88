import { useRoutes } from 'react-router';
import { AdminLayout, adminRoutes } from '../features/admin';
import { adminResources } from './admin-resources';
import { UserMenu } from './layouts/user-menu';

const consoleRoutes = [{ element: <AdminLayout userMenu={<UserMenu />} />, children: adminRoutes(adminResources) }];

/**
 * The whole administration console, loaded only when an admin opens /admin: visitors of the map
 * never download it. Its routes are relative to /admin.
 */
export default function AdminConsole() {
  return useRoutes(consoleRoutes);
}
