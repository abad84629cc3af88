import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { useSession } from '../../lib/session/use-session';

/**
 * The dispatch view: inside the member routes (RequireLogin has already asked for a login), for
 * the dispatch role and admins. Anyone else sees a plain refusal and no query starts (the server
 * refuses them too). It guards this page alone: the dispatch role opens nothing of /admin.
 */
export function RequireDispatch() {
  const { canDispatch } = useSession();
  const { t } = useTranslation(['dispatch', 'common']);
  if (canDispatch) return <Outlet />;
  return (
    <div className="mx-auto max-w-lg space-y-4 rounded-2xl border border-slate-200 bg-white p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="text-slate-700">{t('forbidden')}</p>
      <Link to="/dashboard" className={buttonClass('secondary')}>
        {t('common:nav.home')}
      </Link>
    </div>
  );
}
