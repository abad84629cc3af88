import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';

/**
 * 'Error' / 'AED Not Found' (000 §2.10, §8), each with the way back to the map. A failed load
 * (offline, the service away) may work a moment later, so it also offers to try again.
 */
export function AedProblemView({ kind, onRetry }: { kind: 'error' | 'not-found'; onRetry?: () => void }) {
  const { t } = useTranslation(['aedDetail', 'common']);
  const notFound = kind === 'not-found';
  return (
    <section className="mx-auto w-full max-w-xl py-10 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? t('problem.notFound') : t('problem.error')}</h1>
      <p role={notFound ? undefined : 'alert'} className={`mt-3 ${notFound ? 'text-slate-600' : 'font-medium text-red-700'}`}>
        {notFound ? t('problem.notFoundText') : t('problem.failed')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {!notFound && onRetry && (
          <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
            {t('common:actions.tryAgain')}
          </button>
        )}
        <Link to="/map" className={buttonClass('primary')}>
          {t('problem.backToMap')}
        </Link>
      </div>
    </section>
  );
}
