import { API_CLIENT_ROLES, type ApiClientRole } from '@aedatlas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '../../../components/form-fields';
import { CreateDialogFrame, useCreateSubmit } from '../credentials/create-dialog-frame';
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
    check: () => ({ name: name.trim() ? undefined : t('create.nameRequired'), roles: roles.length ? undefined : t('create.roleRequired') }),
    body: () => ({ name: name.trim(), roles }),
    // A message about one role (roles.0) stands for the roles.
    fromServer: (fields) => ({ name: fields.name, roles: fields.roles ?? Object.entries(fields).find(([k]) => k.startsWith('roles'))?.[1] }),
    onCreated,
  });
  const toggle = (role: ApiClientRole, on: boolean) => setRoles((held) => (on ? [...held, role] : held.filter((r) => r !== role)));

  return (
    <CreateDialogFrame namespace="apiClients" formId="api-client-create" onCancel={onCancel} {...frame}>
      <TextField label={t('create.name')} hint={t('create.nameHint')} value={name} maxLength={100} required data-autofocus error={errors.name} onChange={(e) => setName(e.target.value)} />
      <fieldset aria-describedby={errors.roles ? 'api-client-roles-error' : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('create.roles')}</legend>
        <div className="space-y-2">
          {API_CLIENT_ROLES.map((role) => (
            <div key={role}>
              <CheckboxField label={t(`roles.${role}`)} checked={roles.includes(role)} onChange={(e) => toggle(role, e.target.checked)} />
              <p className="ml-7 text-sm text-slate-600">{t(`roleHints.${role}`)}</p>
            </div>
          ))}
        </div>
        {errors.roles && (
          <p id="api-client-roles-error" className="mt-1.5 text-sm font-medium text-red-700">
            {errors.roles}
          </p>
        )}
      </fieldset>
    </CreateDialogFrame>
  );
}
