import { PUBLIC_PAGE_SIZES, type Aed } from '@aedatlas/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, queryTableState } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { translateMessage } from '../../i18n/messages';
import { isSearchBusyError } from '../../lib/http';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useAeds } from './api/get-aeds';
import { aedTableColumns } from './aed-table-columns';
import { toAedListQuery, useAedTableState } from './aed-table-state';
import { OpenDataLinks } from './open-data-links';

export const AED_SEARCH_DEBOUNCE_MS = 300;

const rowId = (aed: Aed) => aed.id;

/** /aeds and /dashboard/aeds (000 §2.11): every AED, paged, searched and sorted by the server. */
export function AedsTablePage() {
  const { t } = useTranslation('aeds');
  useDocumentTitle(t('documentTitle'));
  const columns = useMemo(() => aedTableColumns(t), [t]);
  const [state, setState] = useAedTableState();
  const search = useDebouncedValue(state.search, AED_SEARCH_DEBOUNCE_MS);
  const query = useAeds(toAedListQuery(state, search));
  // A search the server stayed too busy for (after the cache asked again) says so in its own
  // words: the server is up and asks to be asked again in a moment, which 'failed to load' hides.
  const busyText = isSearchBusyError(query.error) ? translateMessage(query.error.message) : null;

  return (
    <section className="mx-auto w-full max-w-7xl min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <OpenDataLinks />
      <DataTable<Aed>
        {...queryTableState(query)}
        mode="server"
        label={t('table')}
        columns={columns}
        data={query.data?.data}
        getRowId={rowId}
        totalCount={query.data?.totalCount ?? 0}
        state={state}
        onStateChange={setState}
        searchPlaceholder={t('search')}
        pageSizes={PUBLIC_PAGE_SIZES}
        emptyText={t('empty')}
        loadingText={t('loading')}
        errorText={busyText ?? t('loadFailed')}
      />
    </section>
  );
}
