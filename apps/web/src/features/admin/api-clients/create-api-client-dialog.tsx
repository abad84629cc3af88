import { API_CLIENT_ROLES, type ApiClientRole } from '@aedatlas/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { CheckboxField, TextField } from '../../../components/form-fields';
import { FormAlert } from '../../../components/form-alert';
import { ModalDialog } from '../../../components/modal-dialog';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../resource/resource-messages';
import { useCreateApiClient, type ApiClientWithSecret } from './api/api-clients-api';

/** Name and roles of a new client; the server's field messages show beside the fields. */
export function CreateApiClientDialog({ onCreated, onCancel }: { onCreated: (client: ApiClientWithSecret) => void; onCancel: () => void }) {
  const { t } = useTranslation('apiClients');
  const create = useCreateApiClient();
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<ApiClientRole[]>([]);
  const [errors, setErrors] = useState<{ name?: string; roles?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (role: ApiClientRole, on: boolean) => setRoles((held) => (on ? [...held, role] : held.filter((r) => r !== role)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { name: name.trim() ? undefined : t('create.nameRequired'), roles: roles.length ? undefined : t('create.roleRequired') };
    setErrors(found);
    if (found.name || found.roles) return;
    setFailure(null);
    create.mutate(
      { name: name.trim(), roles },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
          if (fields) setErrors({ name: fields.name, roles: fields.roles ?? Object.entries(fields).find(([k]) => k.startsWith('roles'))?.[1] });
          setFailure(failureMessage(error, t('create.failed')));
        },
      },
    );
  };

  return (
    <ModalDialog
      title={t('create.title')}
      size="md"
      onClose={() => !create.isPending && onCancel()}
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={create.isPending}>
            {t('create.cancel')}
          </button>
          <button type="submit" form="api-client-create" className={buttonClass('primary')} disabled={create.isPending} aria-busy={create.isPending || undefined}>
            {create.isPending ? t('create.busy') : t('create.submit')}
          </button>
        </>
      }
    >
      <form id="api-client-create" noValidate onSubmit={submit} className="space-y-4">
        <FormAlert message={failure} />
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
      </form>
    </ModalDialog>
  );
}
