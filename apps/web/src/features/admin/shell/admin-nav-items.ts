import type { ComponentType } from 'react';
import { HomeIcon, ShieldIcon } from '../../../components/icons';
import { ActivityIcon, AedIcon, BellIcon, CalendarClockIcon, ChartIcon, DeviceIcon, HistoryIcon, HospitalIcon, LifebuoyIcon, StorageIcon, UsersIcon } from './admin-icons';

export interface AdminNavItem {
  /** Absolute path of the screen. */
  to: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
  /** Only the exact path lights the item (Home must not light up everywhere under /admin). */
  end?: boolean;
  /** Other paths that belong to this item (the AED form and pictures belong to 'Aeds'). */
  also?: RegExp;
  /** Shown on the 'coming soon' page while no screen is registered at this path. */
  comingSoon: string;
}

/** The sidebar of 001 §2 'Admin shell', in the seeds' order and with the seeds' names. */
export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { to: '/admin', label: 'Home', icon: HomeIcon, end: true, comingSoon: '' },
  { to: '/admin/users', label: 'Users', icon: UsersIcon, also: /^\/admin\/users?\//, comingSoon: 'Search, review and edit app users and their ICE contacts.' },
  { to: '/admin/aeds', label: 'Aeds', icon: AedIcon, also: /^\/admin\/aeds?\//, comingSoon: 'Create and maintain AEDs and their pictures.' },
  { to: '/admin/aed-expiry', label: 'AEDs by Expiry', icon: CalendarClockIcon, comingSoon: 'AEDs ordered by battery and pad expiry.' },
  { to: '/admin/devices', label: 'Devices', icon: DeviceIcon, also: /^\/admin\/devices?\//, comingSoon: 'The devices that run the mobile app.' },
  { to: '/admin/activities', label: 'Activities', icon: ActivityIcon, also: /^\/admin\/activit(y|ies)\//, comingSoon: 'Activities published in the app.' },
  { to: '/admin/notifications', label: 'Notifications', icon: BellIcon, also: /^\/admin\/notifications?\//, comingSoon: 'Send push notifications and see who read them.' },
  { to: '/admin/helpservice', label: 'Help Service', icon: LifebuoyIcon, also: /^\/admin\/helpservice/, comingSoon: 'Help services, their options and translations.' },
  { to: '/admin/helpcenters', label: 'Help Centers', icon: HospitalIcon, also: /^\/admin\/helpcenters?\//, comingSoon: 'Create and edit help centers.' },
  { to: '/admin/statistics', label: 'Statistics', icon: ChartIcon, comingSoon: 'Platform statistics over time.' },
  { to: '/admin/storage', label: 'Storage', icon: StorageIcon, comingSoon: 'Browse the files the platform stores.' },
  { to: '/admin/audit', label: 'Audit Log', icon: HistoryIcon, comingSoon: 'Every change an admin made, with the record before and after.' },
  { to: '/admin/locked-accounts', label: 'Locked Accounts', icon: ShieldIcon, comingSoon: 'Accounts held off after repeated failed sign-ins.' },
];

/** The nav item a path belongs to, for the active link and the top bar's fallback title. */
export function navItemFor(pathname: string): AdminNavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    ADMIN_NAV_ITEMS.find((item) => item.to === path) ??
    ADMIN_NAV_ITEMS.find((item) => item.also?.test(path)) ??
    ADMIN_NAV_ITEMS.find((item) => !item.end && path.startsWith(`${item.to}/`))
  );
}
