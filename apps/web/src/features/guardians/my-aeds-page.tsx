import type { MyAed } from '@aedatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertBanner } from '../../components/alert-banner';
import { buttonClass } from '../../components/button-styles';
import { PageFooter } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatCount } from '../../lib/format';
import { useBackWithinPages, usePageInAddress } from '../../lib/list-address';
import { MyRecallNotices } from '../recalls/my-recall-notices';
import { checkMyAed } from './api/check-my-aed';
import { guardianKeys } from './api/guardian-keys';
import { useMyAeds } from './api/list-my-aeds';
import { AedCheckDialog } from './check/aed-check-dialog';
import { MyAedCard, myAedName } from './my-aed-card';

const PAGE_SIZES = [20, 50, 100] as const;

/** /my-aeds: the AEDs the member looks after, soonest expiry first, each with "Check it now". */
export function MyAedsPage() {
  const { t, i18n } = useTranslation(['guardians', 'common']);
  useDocumentTitle(t('myAeds.title'));
  const queryClient = useQueryClient();
  const [page, setPage] = usePageInAddress();
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [checking, setChecking] = useState<MyAed | null>(null);
  const list = useMyAeds(page, size);
  const pastTheEnd = useBackWithinPages(page, setPage, list.isFetching ? undefined : list.data?.totalPages);
  const total = list.data?.totalCount ?? 0;

  let body;
  if (list.isPending || pastTheEnd) body = <Spinner label={t('myAeds.loading')} />;
  else if (list.isError && !list.data)
    body = (
      <div className="space-y-4">
        <AlertBanner>{t('myAeds.loadFailed')}</AlertBanner>
        <button type="button" className={buttonClass('secondary')} onClick={() => void list.refetch()}>
          {t('common:actions.tryAgain')}
        </button>
      </div>
    );
  else if (!list.data.data.length)
    body = (
      <div className="space-y-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="text-slate-700">{t('myAeds.empty')}</p>
        <Link to="/map" className={buttonClass('secondary')}>
          {t('myAeds.openMap')}
        </Link>
      </div>
    );
  else
    body = (
      <ul className="space-y-4" aria-label={t('myAeds.list')}>
        {list.data.data.map((aed) => (
          <MyAedCard key={aed.id} aed={aed} onCheck={() => setChecking(aed)} />
        ))}
      </ul>
    );

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <PageHeader
        title={t('myAeds.title')}
        description={t('myAeds.description')}
        actions={
          total > 0 && (
            <Link to="/my-aeds/labels" className={buttonClass('secondary')}>
              {t('myAeds.printAll')}
            </Link>
          )
        }
      />
      <MyRecallNotices />
      {body}
      {list.data && total > 0 && (
        <PageFooter
          page={page}
          pages={Math.max(1, list.data.totalPages)}
          size={size}
          sizes={PAGE_SIZES}
          total={total}
          hideNavigation={list.data.totalPages <= 1}
          summary={t('myAeds.count', { count: total, formatted: formatCount(total, i18n.language) })}
          onPage={setPage}
          onSize={setSize}
        />
      )}
      {checking && (
        <AedCheckDialog
          aed={{ ...checking, name: myAedName(checking, t('myAeds.unnamed')) }}
          send={(body) => checkMyAed(checking.id, body)}
          onChecked={() => {
            void queryClient.invalidateQueries({ queryKey: guardianKeys.myAedsAll });
            void queryClient.invalidateQueries({ queryKey: ['aed'] });
          }}
          onClose={() => setChecking(null)}
        />
      )}
    </div>
  );
}
