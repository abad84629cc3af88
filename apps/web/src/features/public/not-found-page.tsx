import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { useDocumentTitle } from '../../components/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-sm font-bold uppercase tracking-widest text-red-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/map" className={buttonClass('primary')}>
          {t('notFound.openMap')}
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          {t('notFound.start')}
        </Link>
      </div>
    </div>
  );
}
