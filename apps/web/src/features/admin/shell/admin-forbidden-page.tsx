import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { ShieldIcon } from '../../../components/icons';
import { Logo } from '../../../components/logo';
import { useDocumentTitle } from '../../../components/use-document-title';

/** What a signed-in member sees at any /admin address: no admin frame, no admin data. */
export function AdminForbiddenPage() {
  useDocumentTitle('You need administrator rights');
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="flex h-16 items-center border-b border-slate-200 bg-white px-4 sm:px-6">
        <Link to="/dashboard" aria-label="AED Atlas home" className="rounded-lg">
          <Logo />
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-700">
            <ShieldIcon className="h-6 w-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">You need administrator rights</h1>
          <p className="mt-2 text-slate-600">
            The administration console is only for administrators. If you should have access, ask an administrator to give your account the admin role.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/dashboard" className={buttonClass('primary')}>
              Go to your dashboard
            </Link>
            <Link to="/map" className={buttonClass('secondary')}>
              Open the AED map
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
