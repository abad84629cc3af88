import type { ApiClientRole } from '@aedatlas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateDialogFrame, useCreateSubmit } from '../credentials/create-dialog-frame';
import { ApiClientFields, apiClientFieldsFromServer, checkApiClientFields } from './api-client-fields';
import { useCreateApiClient, type ApiClientWithSecret } from './api/api-clients-api';

/** Name and roles of a new client; the server's field messages show beside the fields. */
export function CreateApiClientDialog({ onCreated, onCancel }: { onCreated: (client: ApiClientWithSecret) => void; onCancel: () => void }) {
  const { t } = useTranslation('apiClients');
  const create = useCreateApiClient();
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<ApiClientRole[]>([]);
  const { errors, frame } = useCreateSubmit({
    namespace: 'apiClients',
    create,
    check: () => checkApiClientFields(t, name, roles),
    body: () => ({ name: name.trim(), roles }),
    fromServer: apiClientFieldsFromServer,
    onCreated,
  });

  return (
    <CreateDialogFrame namespace="apiClients" formId="api-client-create" onCancel={onCancel} {...frame}>
      <ApiClientFields name={name} roles={roles} errors={errors} onName={setName} onRoles={setRoles} />
    </CreateDialogFrame>
  );
}
