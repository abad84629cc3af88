import type { TFunction } from 'i18next';
import { Badge } from '../../../components/badge';
import { actionsColumn, type DataTableColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { ApiClientActions } from './api-client-actions';
import type { ApiClient, ApiClientWithSecret } from './api/api-clients-api';

const when = (value: string | null, never: string) => <span className="whitespace-nowrap">{value ? formatDateTime(value) : never}</span>;

/** The clients' table: who, its id, roles, when made and last used, whether revoked, and its actions. */
export function apiClientColumns(t: TFunction<'apiClients'>, onSecret: (client: ApiClientWithSecret) => void, onDetails: (client: ApiClient) => void): DataTableColumn<ApiClient>[] {
  return [
    { id: 'name', header: t('columns.name'), accessor: (c) => c.name, cell: (c) => <span className="font-medium [overflow-wrap:anywhere]">{c.name}</span>, className: 'min-w-40' },
    { id: 'clientId', header: t('columns.clientId'), accessor: (c) => c.clientId, cell: (c) => <code className="text-sm break-all">{c.clientId}</code> },
    { id: 'roles', header: t('columns.roles'), sortable: false, cell: (c) => c.roles.map((r) => t(`roles.${r}`)).join(', ') },
    { id: 'createdAt', header: t('columns.createdAt'), accessor: (c) => c.createdAt, cell: (c) => when(c.createdAt, t('state.never')) },
    { id: 'lastUsedAt', header: t('columns.lastUsedAt'), accessor: (c) => c.lastUsedAt, cell: (c) => when(c.lastUsedAt, t('state.never')) },
    {
      id: 'state',
      header: t('columns.state'),
      sortable: false,
      cell: (c) => (c.revokedAt ? <Badge tone="red">{t('state.revoked')}</Badge> : <Badge tone="green">{t('state.active')}</Badge>),
    },
    { ...actionsColumn((c) => <ApiClientActions client={c} onSecret={onSecret} onDetails={onDetails} />), header: t('columns.actions') },
  ];
}
