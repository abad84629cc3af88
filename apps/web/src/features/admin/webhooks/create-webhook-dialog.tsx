import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-fields';
import { CreateDialogFrame, useCreateSubmit } from '../credentials/create-dialog-frame';
import { useCreateWebhook, type WebhookWithSecret } from './api/webhooks-api';

type Fields = { url?: string; area?: string; digestEmail?: string };

/** URL, area and an optional digest address of a new subscription; the server's field messages show beside the fields. */
export function CreateWebhookDialog({ onCreated, onCancel }: { onCreated: (webhook: WebhookWithSecret) => void; onCancel: () => void }) {
  const { t } = useTranslation('webhooks');
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [area, setArea] = useState('');
  const [digestEmail, setDigestEmail] = useState('');
  const { errors, frame } = useCreateSubmit({
    namespace: 'webhooks',
    create,
    check: (): Fields => ({ url: url.trim() ? undefined : t('create.urlRequired'), area: area.trim() ? undefined : t('create.areaRequired') }),
    body: () => ({ url: url.trim(), area: area.trim(), digestEmail: digestEmail.trim() || null }),
    fromServer: (fields): Fields => fields,
    onCreated,
  });

  return (
    <CreateDialogFrame namespace="webhooks" formId="webhook-create" onCancel={onCancel} {...frame}>
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
    </CreateDialogFrame>
  );
}
