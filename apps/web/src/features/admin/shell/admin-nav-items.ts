import type { ComponentType } from 'react';
import { CodeIcon, HomeIcon, ShieldIcon, TrashIcon } from '../../../components/icons';
import {
  ActivityIcon,
  AedIcon,
  BellIcon,
  CalendarClockIcon,
  CoverageIcon,
  ChangelogIcon,
  ChartIcon,
  DeviceIcon,
  ExternalIcon,
  GaugeIcon,
  GuardianIcon,
  HistoryIcon,
  HospitalIcon,
  LifebuoyIcon,
  MegaphoneIcon,
  NewspaperIcon,
  NfcIcon,
  RecallIcon,
  RecycleIcon,
  RegistryHealthIcon,
  RouteIcon,
  StorageIcon,
  StoreIcon,
  TagIcon,
  TrophyIcon,
  UsersIcon,
  ClubIcon,
} from './admin-icons';

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
  /** The sidebar heading the item sits under; none: the console's own screens (001). */
  group?: typeof DASHBOARD_GROUP;
}

/** The heading of the legacy dashboard's screens (002) in the sidebar. */
export const DASHBOARD_GROUP = 'Dashboard';

/** The sidebar of 001 §2 'Admin shell', in the seeds' order and with the seeds' names. */
export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { to: '/admin', label: 'Home', icon: HomeIcon, end: true, comingSoon: '' },
  { to: '/admin/users', label: 'Users', icon: UsersIcon, also: /^\/admin\/users?\//, comingSoon: 'Search, review and edit app users and their ICE contacts.' },
  { to: '/admin/aeds', label: 'Aeds', icon: AedIcon, also: /^\/admin\/aeds?\//, comingSoon: 'Create and maintain AEDs and their pictures.' },
  { to: '/admin/aed-import', label: 'Import from OSM', icon: RouteIcon, comingSoon: 'Import AEDs from an OpenStreetMap export.' },
  { to: '/admin/aed-expiry', label: 'AEDs by Expiry', icon: CalendarClockIcon, comingSoon: 'AEDs ordered by battery and pad expiry.' },
  { to: '/admin/aed-coverage', label: 'AED Coverage', icon: CoverageIcon, comingSoon: 'Where the next AED should go: areas far from any AED available now.' },
  { to: '/admin/registry-health', label: 'Registry health', icon: RegistryHealthIcon, comingSoon: 'How many AEDs are checked, open when needed and in service, over time.' },
  { to: '/admin/registry-formats', label: 'Registry Formats', icon: ExternalIcon, comingSoon: "The registry as Géo'DAE and OpenStreetMap files, and how complete it is." },
  { to: '/admin/street-reports', label: 'Street Reports', icon: MegaphoneIcon, comingSoon: 'Reports of use and problems sent from AED pages.' },
  { to: '/admin/guardian-requests', label: 'Guardian Requests', icon: GuardianIcon, comingSoon: 'Members asking to look after an AED.' },
  { to: '/admin/recalls', label: 'Recalls', icon: RecallIcon, comingSoon: 'Find the AEDs with a recalled lot of pads or batteries and tell their guardians.' },
  { to: '/admin/devices', label: 'Devices', icon: DeviceIcon, also: /^\/admin\/devices?\//, comingSoon: 'The devices that run the mobile app.' },
  { to: '/admin/activities', label: 'Activities', icon: ActivityIcon, also: /^\/admin\/activit(y|ies)\//, comingSoon: 'Activities published in the app.' },
  { to: '/admin/notifications', label: 'Notifications', icon: BellIcon, also: /^\/admin\/notifications?\//, comingSoon: 'Send push notifications and see who read them.' },
  { to: '/admin/helpservice', label: 'Help Service', icon: LifebuoyIcon, also: /^\/admin\/helpservice/, comingSoon: 'Help services, their options and translations.' },
  { to: '/admin/helpcenters', label: 'Help Centers', icon: HospitalIcon, also: /^\/admin\/helpcenters?\//, comingSoon: 'Create and edit help centers.' },
  { to: '/admin/statistics', label: 'Statistics', icon: ChartIcon, comingSoon: 'Platform statistics over time.' },
  { to: '/admin/storage', label: 'Storage', icon: StorageIcon, comingSoon: 'Browse the files the platform stores.' },
  { to: '/admin/audit', label: 'Audit Log', icon: HistoryIcon, comingSoon: 'Every change an admin made, with the record before and after.' },
  { to: '/admin/trash', label: 'Trash', icon: TrashIcon, comingSoon: 'Deleted records, to restore or delete forever.' },
  { to: '/admin/locked-accounts', label: 'Locked Accounts', icon: ShieldIcon, comingSoon: 'Accounts held off after repeated failed sign-ins.' },
  { to: '/admin/api-clients', label: 'API clients', icon: CodeIcon, comingSoon: 'Other systems that call the API: their roles, secrets and revocation.' },
  { to: '/admin/webhooks', label: 'Webhooks', icon: ExternalIcon, comingSoon: "Other systems' URLs that get the changes to the AEDs of an area." },
  // 002: the legacy dashboard's screens, under /dashboard, in the same shell.
  { to: '/dashboard/ads', label: 'Advertisements', icon: MegaphoneIcon, group: DASHBOARD_GROUP, comingSoon: 'Advertisements shown in the app.' },
  { to: '/dashboard/news', label: 'News', icon: NewspaperIcon, group: DASHBOARD_GROUP, comingSoon: 'News items of the app.' },
  { to: '/dashboard/wasteSites', label: 'Waste sites', icon: RecycleIcon, group: DASHBOARD_GROUP, comingSoon: 'Reported waste sites with their photos.' },
  { to: '/dashboard/sportsActivities', label: 'Sport activities', icon: RouteIcon, group: DASHBOARD_GROUP, comingSoon: 'Recorded sport activities with their routes.' },
  { to: '/dashboard/trackedActivities', label: 'Tracked activities', icon: ChartIcon, group: DASHBOARD_GROUP, comingSoon: 'Tracked data by type and time.' },
  { to: '/dashboard/challenges', label: 'Challenges', icon: TrophyIcon, group: DASHBOARD_GROUP, comingSoon: 'Challenges between app users.' },
  {
    to: '/dashboard/types/SportActivityTypes',
    label: 'Type catalogues',
    icon: TagIcon,
    group: DASHBOARD_GROUP,
    also: /^\/dashboard\/types\//,
    comingSoon: 'The catalogues of activity, weather and club types.',
  },
  { to: '/dashboard/nfcTags', label: 'NFC tags', icon: NfcIcon, group: DASHBOARD_GROUP, comingSoon: 'NFC tags placed around the country.' },
  { to: '/dashboard/changelog', label: 'Changelog', icon: ChangelogIcon, group: DASHBOARD_GROUP, comingSoon: 'What changed in each app version.' },
  { to: '/dashboard/storeItems', label: 'Store items', icon: StoreIcon, group: DASHBOARD_GROUP, comingSoon: 'Items of the points store.' },
  { to: '/dashboard/UserRoles', label: 'User roles', icon: ShieldIcon, group: DASHBOARD_GROUP, comingSoon: 'The roles users can hold.' },
  { to: '/dashboard/Users', label: 'User accounts', icon: UsersIcon, group: DASHBOARD_GROUP, comingSoon: 'Users with their roles; validate them and set passwords.' },
  { to: '/dashboard/Clubs', label: 'Clubs', icon: ClubIcon, group: DASHBOARD_GROUP, comingSoon: 'Clubs of app users, with their status, type and points.' },
  { to: '/dashboard/audit', label: 'Request audit', icon: GaugeIcon, group: DASHBOARD_GROUP, comingSoon: 'How often each API route is called, by app.' },
  { to: '/dashboard/jsonViewer', label: 'API explorer', icon: ExternalIcon, group: DASHBOARD_GROUP, comingSoon: 'The JSON of any admin call or of the OpenAPI document.' },
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
