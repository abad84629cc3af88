import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SessionExpiredError } from '../../../lib/api-client';
import { failureMessage } from '../resource/resource-messages';
import { useDeleteWebhook, useResumeWebhook, useRotateWebhookSecret, useSetWebhookActive, useTestWebhook, type Webhook, type WebhookWithSecret } from './api/webhooks-api';

type Asking = 'rotate' | 'remove' | null;
const link = 'font-medium hover:underline whitespace-nowrap';

/**
 * Details, Test, Resume (when failing), Pause or Unpause, Rotate secret and Delete; the last two
 * are asked first. A rotation's new secret goes to `onSecret`.
 */
export function WebhookActions({ webhook, onSecret, onDetails }: { webhook: Webhook; onSecret: (webhook: WebhookWithSecret) => void; onDetails: (webhook: Webhook) => void }) {
  const { t } = useTranslation('webhooks');
  const [asking, setAsking] = useState<Asking>(null);
  const [error, setError] = useState<string | null>(null);
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const resume = useResumeWebhook();
  const setActive = useSetWebhookActive();
  const test = useTestWebhook();
  const url = webhook.url;

  const close = () => {
    setAsking(null);
    setError(null);
  };
  const failed = (fallback: string) => (failure: Error) => {
    if (!(failure instanceof SessionExpiredError)) setError(failureMessage(failure, fallback));
  };
  const toastFailure = (fallback: string) => (failure: Error) => {
    if (!(failure instanceof SessionExpiredError)) toast.error(failureMessage(failure, fallback));
  };
  const confirm = () => {
    if (asking === 'rotate') {
      rotate.mutate(webhook, {
        onSuccess: (rotated) => {
          close();
          onSecret(rotated);
        },
        onError: failed(t('rotate.failed')),
      });
    } else {
      remove.mutate(webhook, {
        onSuccess: () => {
          toast.success(t('remove.done'));
          close();
        },
        onError: failed(t('remove.failed')),
      });
    }
  };
  const ping = () =>
    test.mutate(webhook, {
      onSuccess: (result) => (result.ok ? toast.success(t('test.ok', { status: result.status })) : toast.error(t('test.failed', { error: result.error ?? result.status }))),
      onError: toastFailure(t('test.failed', { error: '' })),
    });

  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <button type="button" className={`${link} text-slate-800`} aria-label={t('details.openFor', { url })} onClick={() => onDetails(webhook)}>
        {t('details.open')}
      </button>
      <button type="button" className={`${link} text-slate-800`} aria-label={t('test.actionFor', { url })} disabled={test.isPending} onClick={ping}>
        {t('test.action')}
      </button>
      {webhook.delivery.state === 'failing' && (
        <button
          type="button"
          className={`${link} text-blue-800`}
          aria-label={t('resume.actionFor', { url })}
          disabled={resume.isPending}
          onClick={() => resume.mutate(webhook, { onSuccess: () => toast.success(t('resume.done')), onError: toastFailure(t('resume.failed')) })}
        >
          {t('resume.action')}
        </button>
      )}
      <button
        type="button"
        className={`${link} text-slate-800`}
        aria-label={webhook.active ? t('pause.actionFor', { url }) : t('pause.resumeActionFor', { url })}
        disabled={setActive.isPending}
        onClick={() => setActive.mutate({ webhook, active: !webhook.active }, { onError: toastFailure(t('pause.failed')) })}
      >
        {webhook.active ? t('pause.action') : t('pause.resumeAction')}
      </button>
      <button type="button" className={`${link} text-red-800`} aria-label={t('rotate.actionFor', { url })} onClick={() => setAsking('rotate')}>
        {t('rotate.action')}
      </button>
      <button type="button" className={`${link} text-red-700`} aria-label={t('remove.actionFor', { url })} onClick={() => setAsking('remove')}>
        {t('remove.action')}
      </button>
      {/* In the body, not the table cell: the pinned actions cell is its own stacking context. */}
      {asking &&
        createPortal(
          <ConfirmDialog
            title={t(`${asking}.title`)}
            message={t(`${asking}.message`, { url })}
            confirmLabel={t(`${asking}.confirm`)}
            busyLabel={t(`${asking}.busy`)}
            cancelLabel={t('create.cancel')}
            busy={rotate.isPending || remove.isPending}
            error={error}
            onCancel={close}
            onConfirm={confirm}
          />,
          document.body,
        )}
    </span>
  );
}
