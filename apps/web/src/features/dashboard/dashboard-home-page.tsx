import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BuildingIcon, MapIcon, PhoneIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/use-document-title';
import { displayNameOf } from '../../lib/session/session-user';
import { useSession } from '../../lib/session/use-session';
import { AedCountCard } from './aed-count-card';
import { LegacyDashboardLinks } from './legacy-links';
import { WelcomeBanner } from './welcome-banner';

const SHORTCUTS = [
  { to: '/map', id: 'map', icon: MapIcon },
  { to: '/ice-contacts', id: 'ice', icon: PhoneIcon },
  { to: '/helpcenter', id: 'helpCenters', icon: BuildingIcon },
] as const;

/**
 * /dashboard (000 §1): welcome banner and the count of registered AEDs. The banner is Slovenian
 * in both languages (the seeds say so); the admins' 'Dashboard administration' links stay English.
 */
export function DashboardHomePage() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('documentTitle'));
  const { user, isAdmin } = useSession();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <WelcomeBanner name={displayNameOf(user)} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <AedCountCard />
        <section aria-labelledby="shortcuts-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="shortcuts-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {t('quickLinks')}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-3">
            {SHORTCUTS.map(({ to, id, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 p-4 hover:border-red-300 hover:bg-red-50">
                  <Icon className="h-6 w-6 text-red-700" />
                  <span className="font-semibold text-slate-900">{t(`shortcuts.${id}.label`)}</span>
                  <span className="text-sm text-slate-600">{t(`shortcuts.${id}.text`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {isAdmin && <LegacyDashboardLinks />}
    </div>
  );
}
