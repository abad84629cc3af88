import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertBanner } from '../../components/alert-banner';
import { Badge } from '../../components/badge';
import { buttonClass } from '../../components/button-styles';
import { PageFooter } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatCount, formatDateTime } from '../../lib/format';
import { useInbox } from './api/list-inbox';
import { PushToggle } from './push/push-toggle';

const PAGE_SIZES = [20, 50, 100] as const;

/** /notifications: the member's inbox, newest first; an unread one is marked and opens to be read. */
export function InboxPage() {
  const { t, i18n } = useTranslation(['notifications', 'common']);
  useDocumentTitle(t('inbox.title'));
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const inbox = useInbox(page, size);
  const pages = Math.max(1, inbox.data?.totalPages ?? 1);

  let body;
  if (inbox.isPending) body = <Spinner label={t('inbox.loading')} />;
  else if (inbox.isError && !inbox.data)
    body = (
      <div className="space-y-4">
        <AlertBanner>{t('inbox.loadFailed')}</AlertBanner>
        <button type="button" className={buttonClass('secondary')} onClick={() => void inbox.refetch()}>
          {t('common:actions.tryAgain')}
        </button>
      </div>
    );
  else if (!inbox.data.data.length) body = <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{t('inbox.empty')}</p>;
  else
    body = (
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {inbox.data.data.map((n) => (
          <li key={n.id}>
            <Link to={`/notifications/${n.id}`} className={`block px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 ${n.readAt ? '' : 'bg-red-50/40'}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className={`min-w-0 break-words ${n.readAt ? 'text-slate-800' : 'font-semibold text-slate-900'}`}>{n.title}</p>
                <span className="text-xs whitespace-nowrap text-slate-500">{formatDateTime(n.createdAt)}</span>
              </div>
              <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{n.message}</p>
              <div className="mt-1 flex gap-2">
                {!n.readAt && <Badge tone="red">{t('inbox.unread')}</Badge>}
                {n.latitude !== null && n.longitude !== null && <Badge tone="blue">{t('inbox.hasLocation')}</Badge>}
              </div>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title={t('inbox.title')} description={t('inbox.description')} />
      <PushToggle />
      {body}
      {inbox.data && pages > 1 && (
        <PageFooter page={page} pages={pages} size={size} sizes={PAGE_SIZES} total={inbox.data.totalCount} summary={t('inbox.count', { count: inbox.data.totalCount, formatted: formatCount(inbox.data.totalCount, i18n.language) })} onPage={setPage} onSize={setSize} />
      )}
    </div>
  );
}
