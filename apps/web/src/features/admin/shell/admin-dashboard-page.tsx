import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { ActivityIcon, AedIcon, CalendarClockIcon, ChartIcon, DeviceIcon, LifebuoyIcon, PlusIcon, StorageIcon, UsersIcon } from './admin-icons';
import { useAdminPageTitle } from './admin-page-title';

interface Card {
  to: string;
  title: string;
  text: string;
  icon: ComponentType<{ className?: string }>;
}

// 001 'Admin Dashboard': cards to these eight screens.
const CARDS: Card[] = [
  { to: '/admin/users', title: 'Users', text: 'App users, their details and ICE contacts.', icon: UsersIcon },
  { to: '/admin/aeds', title: 'AEDs', text: 'Create, edit and remove AEDs and their pictures.', icon: AedIcon },
  { to: '/admin/aed-expiry', title: 'AEDs by Expiry', text: 'Batteries and pads that expire soon or have expired.', icon: CalendarClockIcon },
  { to: '/admin/devices', title: 'Devices', text: 'Devices that run the mobile app.', icon: DeviceIcon },
  { to: '/admin/activities', title: 'Activities', text: 'Activities published in the app.', icon: ActivityIcon },
  { to: '/admin/helpservice', title: 'Help Service', text: 'Help services, options and translations.', icon: LifebuoyIcon },
  { to: '/admin/statistics', title: 'Statistics', text: 'Platform totals and recent activity.', icon: ChartIcon },
  { to: '/admin/storage', title: 'Storage', text: 'Files stored by the platform.', icon: StorageIcon },
];

/** /admin (001 §2): the console's home. */
export function AdminDashboardPage() {
  useAdminPageTitle('Admin Dashboard');
  return (
    <section className="mx-auto w-full max-w-6xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Dashboard</h1>
      <p className="mt-1 text-slate-600">Keep the AED registry right and look after the platform.</p>

      <h2 className="mt-8 mb-3 text-sm font-semibold tracking-wider text-slate-500 uppercase">Quick actions</h2>
      <div className="flex flex-wrap gap-3">
        <Link to="/admin/aed/new" className={buttonClass('primary')}>
          <PlusIcon className="h-4 w-4" /> Add New AED
        </Link>
        <Link to="/admin/helpservice" className={buttonClass('secondary')}>
          View Help Service Data
        </Link>
        <Link to="/admin/statistics" className={buttonClass('secondary')}>
          View Statistics
        </Link>
      </div>

      <h2 className="mt-8 mb-3 text-sm font-semibold tracking-wider text-slate-500 uppercase">Manage</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-red-300 hover:shadow-md">
              <span className="flex h-11 w-11 flex-none items-center justify-center rounded-lg bg-red-50 text-red-700">
                <Icon className="h-6 w-6" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="mt-1 block text-sm text-slate-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
