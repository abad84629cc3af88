import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { useAdminPageTitle } from './admin-page-title';

/** Holds a sidebar item's place inside the shell until its screen is registered. */
export function ComingSoonPage({ title, sentence }: { title: string; sentence: string }) {
  useAdminPageTitle(title);
  return (
    <section className="mx-auto w-full max-w-4xl">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-slate-600">
        <p className="text-sm font-bold tracking-widest text-amber-700 uppercase">Coming soon</p>
        <p className="mt-2">{sentence}</p>
        <p className="mt-2 text-sm text-slate-500">This screen is coming in a later release.</p>
        <Link to="/admin" className={buttonClass('secondary', 'mt-6')}>
          Back to Admin Dashboard
        </Link>
      </div>
    </section>
  );
}
