import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { DataTable, queryTableState } from '../../../components/data-table';
import { TitledPage } from '../../../components/titled-page';
import { useListStateInAddress } from '../../../lib/list-address';
import { useAdminPageTitle } from '../shell/admin-page-title';
import { apiClientColumns } from './api-client-columns';
import { ApiClientDetails } from './api-client-details';
import { API_CLIENT_SORTABLE, useApiClients, type ApiClient, type ApiClientWithSecret } from './api/api-clients-api';
import { CreateApiClientDialog } from './create-api-client-dialog';
import { SecretOnceDialog } from './secret-once-dialog';

const PAGE_SIZES = [20, 50, 100] as const;
const rowId = (c: ApiClient) => c.id;

/**
 * /admin/api-clients: the machine clients (docs/integrations.md). New clients and rotations show
 * their secret once; the list is searched, sorted and paged by the server, its state in the address.
 */
export default function ApiClientsPage() {
  const { t } = useTranslation('apiClients');
  useAdminPageTitle(t('title'));
  const [state, setState] = useListStateInAddress({
    defaults: { pageIndex: 0, pageSize: PAGE_SIZES[0], sort: { id: 'name', desc: false }, search: '' },
    pageSizes: PAGE_SIZES,
    sortable: API_CLIENT_SORTABLE,
  });
  const clients = useApiClients(state);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ client: ApiClientWithSecret; rotated: boolean } | null>(null);
  const [details, setDetails] = useState<ApiClient | null>(null);
  const columns = useMemo(() => apiClientColumns(t, (client) => setSecret({ client, rotated: true }), setDetails), [t]);

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
      <DataTable<ApiClient>
        {...queryTableState(clients)}
        label={t('table')}
        mode="server"
        columns={columns}
        data={clients.data?.data}
        getRowId={rowId}
        state={state}
        onStateChange={setState}
        totalCount={clients.data?.totalCount ?? 0}
        pageSizes={PAGE_SIZES}
        pager="auto"
        searchPlaceholder={t('search')}
        searchClearable
        loadingText={t('loading')}
        emptyText={t('empty')}
        errorText={t('loadFailed')}
      />
      {creating && (
        <CreateApiClientDialog
          onCancel={() => setCreating(false)}
          onCreated={(client) => {
            setCreating(false);
            setSecret({ client, rotated: false });
          }}
        />
      )}
      {details && <ApiClientDetails client={details} onClose={() => setDetails(null)} />}
      {secret && <SecretOnceDialog client={secret.client} rotated={secret.rotated} onClose={() => setSecret(null)} />}
    </TitledPage>
  );
}
