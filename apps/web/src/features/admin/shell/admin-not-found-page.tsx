import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { useAdminPageTitle } from './admin-page-title';

/** An unknown /admin address, inside the shell so the sidebar still leads somewhere. */
export function AdminNotFoundPage() {
  useAdminPageTitle('Page not found');
  return (
    <section className="mx-auto w-full max-w-xl py-12 text-center">
      <p className="text-sm font-bold tracking-widest text-red-700 uppercase">404</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">This administration page does not exist.</p>
      <Link to="/admin" className={buttonClass('primary', 'mt-6')}>
        Back to Admin Dashboard
      </Link>
    </section>
  );
}
