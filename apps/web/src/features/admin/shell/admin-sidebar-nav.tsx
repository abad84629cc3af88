import { Link, useLocation } from 'react-router';
import { ADMIN_NAV_ITEMS, navItemFor } from './admin-nav-items';

const linkClass = (active: boolean) =>
  `flex items-center gap-3 rounded-lg border-l-4 px-3 py-2.5 text-sm font-medium transition-colors ${
    active ? 'border-red-700 bg-red-50 text-red-800' : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/** The admin sidebar's links; shared by the desktop column and the phone drawer. */
export function AdminSidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = navItemFor(pathname);
  return (
    <nav aria-label="Administration" className="px-3 py-4">
      <ul className="space-y-1">
        {ADMIN_NAV_ITEMS.map(({ to, label, icon: Icon }) => {
          const active = current?.to === to;
          return (
            <li key={to}>
              <Link to={to} className={linkClass(active)} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                <Icon className="h-5 w-5 flex-none" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
