import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useRoutes } from 'react-router';
import { AdminLayout, adminRoutes } from '../features/admin';
import { englishI18n, holdEnglishMessages } from '../i18n';
import { adminResources } from './admin-resources';
import { dashboardResources } from './dashboard-resources';
import { UserMenu } from './layouts/user-menu';

const layout = <AdminLayout userMenu={<UserMenu languageSwitch={false} />} />;
const consoleRoutes = [{ element: layout, children: adminRoutes(adminResources) }];
const dashboardRoutes = [{ element: layout, children: adminRoutes(dashboardResources, 'dashboard') }];

/**
 * The whole administration console, loaded only when an admin opens /admin or one of the legacy
 * dashboard's screens (/dashboard/ads...): visitors of the map never download it. Its routes are
 * relative to /admin, or to /dashboard for `area="dashboard"`.
 *
 * The console is English only: the shared components inside it (tables, dialogs, menus) get an
 * English i18next instance, its toasts stay English, and lang="en" tells screen readers so.
 */
export default function AdminConsole({ area = 'admin' }: { area?: 'admin' | 'dashboard' }) {
  const routes = useRoutes(area === 'admin' ? consoleRoutes : dashboardRoutes);
  useEffect(holdEnglishMessages, []);
  return (
    <I18nextProvider i18n={englishI18n}>
      <div lang="en" className="contents">
        {routes}
      </div>
    </I18nextProvider>
  );
}
