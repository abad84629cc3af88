import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { NavLink } from 'react-router';
import { BellIcon, BuildingIcon, HeartPulseIcon, HomeIcon, ListIcon, MapIcon, PhoneIcon, ShieldIcon, UserIcon } from '../../components/icons';
import { useSession } from '../../lib/session/use-session';

interface NavItem {
  to: string;
  label: ParseKeys<'common'>;
  icon: ComponentType<{ className?: string }>;
  /** Home must not light up on /dashboard/aeds. */
  end?: boolean;
}

// 000 §2.2, in the seeds' order.
const ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'nav.home', icon: HomeIcon, end: true },
  { to: '/map', label: 'nav.map', icon: MapIcon },
  { to: '/dashboard/aeds', label: 'nav.aeds', icon: ListIcon },
  { to: '/helpcenter', label: 'nav.helpCenters', icon: BuildingIcon },
  { to: '/profile', label: 'nav.profile', icon: UserIcon },
  { to: '/ice-contacts', label: 'nav.iceContacts', icon: PhoneIcon },
  // Ours: the AEDs the member looks after as a guardian.
  { to: '/my-aeds', label: 'nav.myAeds', icon: HeartPulseIcon },
  // Ours: the member's inbox (the seeds send notifications but show no screen to read them).
  { to: '/notifications', label: 'nav.notifications', icon: BellIcon },
];

const ADMIN_ITEM: NavItem = { to: '/admin', label: 'nav.adminDashboard', icon: ShieldIcon };
// The dispatch view: for people with the dispatch role, and admins.
const DISPATCH_ITEM: NavItem = { to: '/dispatch', label: 'nav.dispatch', icon: PhoneIcon };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg border-l-4 px-3 py-2.5 text-sm font-medium transition-colors ${
    isActive
      ? 'border-red-700 bg-red-50 text-red-800'
      : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/** The sidebar's links; shared by the desktop column and the phone drawer. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { isAdmin, canDispatch } = useSession();
  const { t } = useTranslation();
  // The link is a convenience only: the server refuses admin calls to anyone else.
  const items = [...ITEMS, ...(canDispatch ? [DISPATCH_ITEM] : []), ...(isAdmin ? [ADMIN_ITEM] : [])];
  return (
    <nav aria-label={t('nav.main')} className="px-3 py-4">
      <ul className="space-y-1">
        {items.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className={linkClass} onClick={onNavigate}>
              <Icon className="h-5 w-5 flex-none" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
