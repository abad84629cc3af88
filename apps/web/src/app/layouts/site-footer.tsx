import { FOOTER_YEAR } from '@aedatlas/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../components/language-select';

/** `fullWidth` lines the footer up with the member area's content instead of a centred column. */
export function SiteFooter({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const frame = fullWidth ? 'px-4 sm:px-6 lg:px-10' : 'mx-auto max-w-6xl px-4';
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className={`${frame} flex flex-col items-center justify-between gap-3 py-5 text-sm text-slate-600 sm:flex-row`}>
        <p>{t('footer.copyright', { year: FOOTER_YEAR })}</p>
        <div className="flex flex-wrap items-center justify-center gap-x-5 gap-y-3">
        <nav aria-label={t('footer.label')} className="flex gap-5">
          <Link to="/terms-of-use" className="rounded hover:text-red-700 hover:underline">
            {t('footer.termsOfUse')}
          </Link>
          <Link to="/helpcenter" className="rounded hover:text-red-700 hover:underline">
            {t('footer.helpCenter')}
          </Link>
        </nav>
        <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}
