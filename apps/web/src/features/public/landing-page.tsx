import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { BuildingIcon, HeartPulseIcon, MapIcon, PhoneIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/use-document-title';

const FEATURES = [
  { id: 'map', icon: MapIcon },
  { id: 'ice', icon: PhoneIcon },
  { id: 'helpCenters', icon: BuildingIcon },
] as const;

/** The visitor's first screen (000 §1): an invitation to log in for the map, or to sign up. */
export function LandingPage() {
  const { t } = useTranslation('public');
  useDocumentTitle(t('landing.documentTitle'));
  return (
    <>
      <section className="border-b border-red-100 bg-gradient-to-b from-red-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-red-800 ring-1 ring-red-200">
            <HeartPulseIcon className="h-4 w-4" /> {t('landing.kicker')}
          </p>
          <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('landing.headline')} <span className="text-red-700">{t('landing.headlineAccent')}</span>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">{t('landing.intro')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/login" className={buttonClass('primary', 'px-6 py-3 text-base')}>
              {t('landing.login')}
            </Link>
            <Link to="/register" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
              {t('landing.createAccount')}
            </Link>
          </div>
          <p className="mt-6 text-sm text-slate-600">
            <Trans t={t} i18nKey="landing.emergency" components={{ strong: <strong className="text-slate-900" /> }} />
          </p>
        </div>
      </section>
      <section aria-labelledby="features-heading" className="mx-auto w-full max-w-6xl px-4 py-14">
        <h2 id="features-heading" className="sr-only">
          {t('landing.featuresHeading')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-3">
          {FEATURES.map(({ id, icon: Icon }) => (
            <li key={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-red-50 text-red-700">
                <Icon className="h-6 w-6" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t(`landing.features.${id}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`landing.features.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
