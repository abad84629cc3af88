import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CredentialListPage } from '../credentials/credential-list-page';
import { apiClientColumns } from './api-client-columns';
import { ApiClientDetails } from './api-client-details';
import { API_CLIENT_SORTABLE, useApiClients, type ApiClient, type ApiClientWithSecret } from './api/api-clients-api';
import { CreateApiClientDialog } from './create-api-client-dialog';

const BY_NAME = { id: 'name', desc: false };

/**
 * /admin/api-clients: the machine clients (docs/integrations.md). New clients and rotations show
 * their id and secret once; the list is searched, sorted and paged by the server, its state in the address.
 */
export default function ApiClientsPage() {
  const { t } = useTranslation('apiClients');
  const columns = useCallback((onSecret: (client: ApiClientWithSecret) => void, onDetails: (client: ApiClient) => void) => apiClientColumns(t, onSecret, onDetails), [t]);
  const shownSecret = (client: ApiClientWithSecret) => ({ secret: client.clientSecret, before: { label: t('secret.clientId'), value: client.clientId }, testId: 'api-client-secret' });
  return (
    <CredentialListPage
      namespace="apiClients"
      list={{ defaultSort: BY_NAME, sortable: API_CLIENT_SORTABLE, useList: useApiClients, columns }}
      dialogs={{ Create: CreateApiClientDialog, Details: ApiClientDetails, shownSecret }}
    />
  );
}
