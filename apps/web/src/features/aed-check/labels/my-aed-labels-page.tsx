import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AlertBanner } from '../../../components/alert-banner';
import { buttonClass } from '../../../components/button-styles';
import { PageHeader } from '../../../components/page-header';
import { QrLabelSheets } from '../../../components/qr-labels/qr-label-sheets';
import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMyAedLabels } from '../api/list-my-aed-labels';

/** /my-aeds/labels: the QR labels of the AEDs the member looks after, or with ?id= of one of them. */
export function MyAedLabelsPage() {
  const { t } = useTranslation('checks');
  const [params] = useSearchParams();
  const id = params.get('id')?.trim().toLowerCase() || null;
  const query = useMyAedLabels();
  const labels = query.data && id ? query.data.filter((label) => label.id === id) : query.data;
  const one = id && labels?.length === 1 ? labels[0] : null;
  const title = one ? t('myLabels.titleOne', { name: one.title?.trim() || t('labels.unnamed') }) : t('myLabels.title');
  useDocumentTitle(title);

  let body;
  if (query.isPending) body = <Spinner label={t('myLabels.loading')} />;
  else if (query.isError)
    body = (
      <div className="space-y-3">
        <AlertBanner>{t('myLabels.failed')}</AlertBanner>
        <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
          {t('myLabels.tryAgain')}
        </button>
      </div>
    );
  else if (!labels?.length) body = <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-slate-700">{id ? t('myLabels.notYours') : t('myLabels.none')}</p>;
  else body = <QrLabelSheets labels={labels} />;

  return (
    <section className="mx-auto w-full max-w-5xl">
      <PageHeader
        title={title}
        description={<span className="print:hidden">{t('myLabels.intro')}</span>}
        actions={
          <Link to="/my-aeds" className={`${buttonClass('secondary')} print:hidden`}>
            {t('myLabels.back')}
          </Link>
        }
      />
      {body}
    </section>
  );
}
