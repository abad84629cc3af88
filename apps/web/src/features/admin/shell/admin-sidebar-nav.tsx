import { Link, useLocation } from 'react-router';
import { ADMIN_NAV_ITEMS, navItemFor, type AdminNavItem } from './admin-nav-items';

const linkClass = (active: boolean) =>
  `flex items-center gap-3 rounded-lg border-l-4 px-3 py-2.5 text-sm font-medium transition-colors ${
    active ? 'border-red-700 bg-red-50 text-red-800' : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/** The admin sidebar's links; shared by the desktop column and the phone drawer. */
export function AdminSidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = navItemFor(pathname);
  const groups = [...new Set(ADMIN_NAV_ITEMS.map((item) => item.group))];
  const link = ({ to, label, icon: Icon }: AdminNavItem) => {
    const active = current?.to === to;
    return (
      <li key={to}>
        <Link to={to} className={linkClass(active)} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
          <Icon className="h-5 w-5 flex-none" />
          {label}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label="Administration" className="px-3 py-4">
      {groups.map((group) => (
        <div key={group ?? 'console'}>
          {group && <h2 className="px-3 pt-5 pb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">{group}</h2>}
          <ul className="space-y-1">{ADMIN_NAV_ITEMS.filter((item) => item.group === group).map(link)}</ul>
        </div>
      ))}
    </nav>
  );
}
