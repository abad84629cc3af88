import { Link } from 'react-router';
import { ADMIN_NAV_ITEMS, DASHBOARD_GROUP } from '../admin/shell/admin-nav-items';

/** For admins on /dashboard: the legacy dashboard's screens (002 §2), the same links as the console's sidebar group. */
export function LegacyDashboardLinks() {
  const items = ADMIN_NAV_ITEMS.filter((item) => item.group === DASHBOARD_GROUP);
  return (
    <section aria-labelledby="legacy-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="legacy-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        Dashboard administration
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 font-medium text-slate-800 hover:border-red-300 hover:bg-red-50">
              <Icon className="h-5 w-5 flex-none text-red-700" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
