import { isStaleVersionMessage, type ApiClientRole } from '@aedatlas/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ApiError, SessionExpiredError } from '../../../lib/api-client';
import { CreateDialogFrame } from '../credentials/create-dialog-frame';
import { failureMessage, fieldErrorsOf } from '../resource/resource-messages';
import { ApiClientFields, apiClientFieldsFromServer, checkApiClientFields, type ApiClientFieldErrors } from './api-client-fields';
import { useUpdateApiClient, type ApiClient } from './api/api-clients-api';

const FORM_ID = 'api-client-edit';

/**
 * A client's name and roles, saved under the version the dialog opened with (If-Match): when
 * someone changed the client meanwhile the save is refused and what was typed stays in the form.
 */
export function EditApiClientDialog({ client, onClose }: { client: ApiClient; onClose: () => void }) {
  const { t } = useTranslation('apiClients');
  const update = useUpdateApiClient();
  // The client as it was when the dialog opened: the list read again behind it changes nothing here.
  const [opened] = useState(client);
  const [name, setName] = useState(client.name);
  const [roles, setRoles] = useState<ApiClientRole[]>(client.roles);
  const [errors, setErrors] = useState<ApiClientFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const refused = (error: Error) => {
    if (!(error instanceof ApiError && error.status === 409)) return failureMessage(error, t('edit.failed'));
    const message = (error.body as { message?: unknown } | null)?.message;
    return isStaleVersionMessage(message) ? t('edit.stale') : t('edit.revoked');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkApiClientFields(t, name, roles);
    setErrors(found);
    if (found.name || found.roles) return;
    setFailure(null);
    update.mutate(
      { record: opened, body: { name: name.trim(), roles } },
      {
        onSuccess: () => {
          toast.success(t('edit.done'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof SessionExpiredError) return;
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length) setErrors(apiClientFieldsFromServer(fields));
          setFailure(refused(error));
        },
      },
    );
  };

  return (
    <CreateDialogFrame
      namespace="apiClients"
      formId={FORM_ID}
      failure={failure}
      pending={update.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      texts={{ title: t('edit.title', { name: opened.name }), submit: t('edit.submit'), busy: t('edit.busy') }}
    >
      <ApiClientFields name={name} roles={roles} errors={errors} onName={setName} onRoles={setRoles} />
      <p className="text-sm text-slate-600">{t('edit.rolesNote')}</p>
    </CreateDialogFrame>
  );
}
