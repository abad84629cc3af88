import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { TextField } from '../../../components/form-fields';
import { FormAlert } from '../../../components/form-alert';
import { ModalDialog } from '../../../components/modal-dialog';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../resource/resource-messages';
import { useCreateWebhook, type WebhookWithSecret } from './api/webhooks-api';

type Fields = { url?: string; area?: string; digestEmail?: string };

/** URL, area and an optional digest address of a new subscription; the server's field messages show beside the fields. */
export function CreateWebhookDialog({ onCreated, onCancel }: { onCreated: (webhook: WebhookWithSecret) => void; onCancel: () => void }) {
  const { t } = useTranslation('webhooks');
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [area, setArea] = useState('');
  const [digestEmail, setDigestEmail] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { url: url.trim() ? undefined : t('create.urlRequired'), area: area.trim() ? undefined : t('create.areaRequired') };
    setErrors(found);
    if (found.url || found.area) return;
    setFailure(null);
    create.mutate(
      { url: url.trim(), area: area.trim(), digestEmail: digestEmail.trim() || null },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.body as { errors?: Fields } | undefined)?.errors : undefined;
          if (fields) setErrors(fields);
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
          <button type="submit" form="webhook-create" className={buttonClass('primary')} disabled={create.isPending} aria-busy={create.isPending || undefined}>
            {create.isPending ? t('create.busy') : t('create.submit')}
          </button>
        </>
      }
    >
      <form id="webhook-create" noValidate onSubmit={submit} className="space-y-4">
        <FormAlert message={failure} />
        <TextField label={t('create.url')} hint={t('create.urlHint')} type="url" value={url} maxLength={2000} required data-autofocus error={errors.url} onChange={(e) => setUrl(e.target.value)} />
        <TextField label={t('create.area')} hint={t('create.areaHint')} value={area} maxLength={120} required error={errors.area} onChange={(e) => setArea(e.target.value)} />
        <TextField
          label={t('create.digestEmail')}
          hint={t('create.digestEmailHint')}
          type="email"
          value={digestEmail}
          maxLength={254}
          error={errors.digestEmail}
          onChange={(e) => setDigestEmail(e.target.value)}
        />
      </form>
    </ModalDialog>
  );
}
