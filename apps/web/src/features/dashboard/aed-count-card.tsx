import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../lib/format';
import { useAedCount } from './api/get-aed-count';

/** '...' while loading, 0 on error (000 §1, §8), '1,079' otherwise. */
export function AedCountCard() {
  const { t, i18n } = useTranslation('dashboard');
  const count = useAedCount();
  const value = count.isPending ? '...' : formatCount(count.isError ? 0 : count.data, i18n.language);
  return (
    <section aria-labelledby="aed-count-label" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="aed-count-label" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        {t('registeredAeds')}
      </h2>
      <p className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900" aria-live="polite" data-testid="aed-count">
        {value}
      </p>
      <p lang="sl" className="mt-1 text-sm text-slate-600">Registrirani defibrilatorji na zemljevidu</p>
      <Link to="/map" className="mt-4 inline-block text-sm font-semibold text-red-700 hover:underline">
        {t('openMap')}
      </Link>
    </section>
  );
}
