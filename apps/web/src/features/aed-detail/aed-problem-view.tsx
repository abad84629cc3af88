import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';

/**
 * 'Error' / 'AED Not Found' (000 §2.10, §8), each with the way back to the map. A failed load
 * (offline, the service away) may work a moment later, so it also offers to try again.
 */
export function AedProblemView({ kind, onRetry }: { kind: 'error' | 'not-found'; onRetry?: () => void }) {
  const notFound = kind === 'not-found';
  return (
    <section className="mx-auto w-full max-w-xl py-10 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? 'AED Not Found' : 'Error'}</h1>
      <p role={notFound ? undefined : 'alert'} className={`mt-3 ${notFound ? 'text-slate-600' : 'font-medium text-red-700'}`}>
        {notFound ? 'The requested AED could not be found.' : 'Failed to load AED details'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {!notFound && onRetry && (
          <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
            Try Again
          </button>
        )}
        <Link to="/map" className={buttonClass('primary')}>
          Back to AED Map
        </Link>
      </div>
    </section>
  );
}
