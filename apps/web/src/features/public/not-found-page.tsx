import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { useDocumentTitle } from '../../components/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-sm font-bold uppercase tracking-widest text-red-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">The page you were looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/map" className={buttonClass('primary')}>
          Open the AED map
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Go to the start page
        </Link>
      </div>
    </div>
  );
}
