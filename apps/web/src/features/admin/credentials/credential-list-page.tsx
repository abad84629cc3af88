import type { Paged } from '@aedatlas/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { DataTable, queryTableState, type DataTableColumn, type DataTableSort, type DataTableState } from '../../../components/data-table';
import { TitledPage } from '../../../components/titled-page';
import { useListStateInAddress } from '../../../lib/list-address';
import { useAdminPageTitle } from '../shell/admin-page-title';
import type { CredentialNamespace } from './credential-namespace';
import { CredentialSecretDialog, type ShownSecret } from './credential-secret-dialog';

const PAGE_SIZES = [20, 50, 100] as const;
const rowId = (record: { id: string }) => record.id;

/** The list: how it starts sorted, what the API sorts by, the query of one page, and its columns. */
interface CredentialList<T, S> {
  defaultSort: DataTableSort;
  sortable: readonly string[];
  /** The query hook of one page, searched and sorted on the server. */
  useList: (state: DataTableState) => UseQueryResult<Paged<T>>;
  /** The table's columns; keep the function stable (useCallback), the table is built again when it changes. */
  columns: (onSecret: (rotated: S) => void, onDetails: (record: T) => void) => DataTableColumn<T>[];
}

/** The dialogs: create, a record's details, and what the secret-once dialog shows of `S` (a record with its secret). */
interface CredentialDialogs<T, S> {
  Create: ComponentType<{ onCreated: (created: S) => void; onCancel: () => void }>;
  Details: ComponentType<{ record: T; onClose: () => void }>;
  shownSecret: (withSecret: S) => ShownSecret;
}

export interface CredentialListPageProps<T extends { id: string }, S> {
  namespace: CredentialNamespace;
  list: CredentialList<T, S>;
  dialogs: CredentialDialogs<T, S>;
}

/**
 * A console list of credentials (docs/integrations.md): the server searches, sorts and pages it, its
 * state in the address; a New button opens the create dialog, a row's Details its details dialog,
 * and a new record or a rotation shows the secret once.
 */
export function CredentialListPage<T extends { id: string }, S>({ namespace, list: { defaultSort, sortable, useList, columns }, dialogs: { Create, Details, shownSecret } }: CredentialListPageProps<T, S>) {
  const { t } = useTranslation(namespace);
  useAdminPageTitle(t('title'));
  const [state, setState] = useListStateInAddress({ defaults: { pageIndex: 0, pageSize: PAGE_SIZES[0], sort: defaultSort, search: '' }, pageSizes: PAGE_SIZES, sortable });
  const page = useList(state);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ record: S; rotated: boolean } | null>(null);
  const [details, setDetails] = useState<T | null>(null);
  const tableColumns = useMemo(() => columns((record) => setSecret({ record, rotated: true }), setDetails), [columns]);

  return (
    <TitledPage
      title={t('title')}
      actions={
        <button type="button" className={buttonClass('primary')} onClick={() => setCreating(true)}>
          {t('create.open')}
        </button>
      }
    >
      <p className="mb-4 max-w-3xl text-slate-700">{t('description')}</p>
      <DataTable<T>
        {...queryTableState(page)}
        label={t('table')}
        mode="server"
        columns={tableColumns}
        data={page.data?.data}
        getRowId={rowId}
        state={state}
        onStateChange={setState}
        totalCount={page.data?.totalCount ?? 0}
        pageSizes={PAGE_SIZES}
        pager="auto"
        searchPlaceholder={t('search')}
        searchClearable
        loadingText={t('loading')}
        emptyText={t('empty')}
        errorText={t('loadFailed')}
      />
      {creating && (
        <Create
          onCancel={() => setCreating(false)}
          onCreated={(record) => {
            setCreating(false);
            setSecret({ record, rotated: false });
          }}
        />
      )}
      {details && <Details record={details} onClose={() => setDetails(null)} />}
      {secret && <CredentialSecretDialog namespace={namespace} shown={shownSecret(secret.record)} rotated={secret.rotated} onClose={() => setSecret(null)} />}
    </TitledPage>
  );
}
