import { PUBLIC_PAGE_SIZES } from '@aedatlas/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { useHelpCenters, type HelpCenterRow } from './api/get-helpcenters';
import { helpCenterColumns } from './helpcenter-columns';

const rowId = (row: HelpCenterRow) => row.id;

/** /helpcenter (000 §2.12): the whole list is loaded once, then searched, sorted and paged here. */
export function HelpCentersPage() {
  const { t } = useTranslation('helpcenters');
  useDocumentTitle(t('title'));
  const list = useHelpCenters();
  const columns = useMemo(() => helpCenterColumns(t), [t]);
  return (
    <section className="mx-auto w-full max-w-7xl min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <DataTable<HelpCenterRow>
        label={t('table')}
        columns={columns}
        data={list.data}
        getRowId={rowId}
        searchPlaceholder={t('search')}
        pageSizes={PUBLIC_PAGE_SIZES}
        defaultPageSize={PUBLIC_PAGE_SIZES[0]}
        emptyText={t('empty')}
        loadingText={t('loading')}
        errorText={t('loadFailed')}
        isLoading={list.isPending}
        isError={list.isError}
        onRetry={() => void list.refetch()}
      />
    </section>
  );
}
