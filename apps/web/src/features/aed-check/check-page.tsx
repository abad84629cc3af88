import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { MapIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { isUnknownLabel, useCheckPage } from './api/get-check-page';
import { CheckForm } from './check-form';

/**
 * /c/:code, where an AED's QR label leads: the AED, its state and last confirmation, and one big
 * button that says it is there and ready. No account: the scan and one tap are all it takes.
 */
export function CheckPage() {
  const { t } = useTranslation('checks');
  const { code = '' } = useParams();
  useDocumentTitle(t('page.title'));
  // When the page opened: the server's abuse guard reads how long it was open before the tap.
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);
  const query = useCheckPage(code);

  if (query.isPending) return <Spinner label={t('page.loading')} />;
  if (query.isError) {
    const unknown = isUnknownLabel(query.error);
    return (
      <section className="mx-auto w-full max-w-xl space-y-4" aria-labelledby="check-problem">
        <h1 id="check-problem" className="text-2xl font-bold tracking-tight text-slate-900">
          {unknown ? t('errors.notFoundTitle') : t('page.title')}
        </h1>
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900">
          {unknown ? t('errors.notFound') : t('errors.loadFailed')}
        </p>
        <div className="flex flex-wrap gap-3">
          {!unknown && (
            <button type="button" className={buttonClass('primary')} onClick={() => void query.refetch()}>
              {t('errors.tryAgain')}
            </button>
          )}
          <Link to="/map" className={buttonClass('secondary')}>
            <MapIcon className="h-5 w-5" />
            {t('errors.openMap')}
          </Link>
        </div>
      </section>
    );
  }
  return <CheckForm code={code} aed={query.data} openedAt={openedAt} />;
}
