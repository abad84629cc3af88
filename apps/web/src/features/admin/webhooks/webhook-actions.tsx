import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { SessionExpiredError } from '../../../lib/api-client';
import { actionLinkClass as link, DetailsAction, RotateAndEndActions } from '../credentials/credential-actions';
import { failureMessage } from '../resource/resource-messages';
import { useDeleteWebhook, useResumeWebhook, useRotateWebhookSecret, useSetWebhookActive, useTestWebhook, type Webhook, type WebhookWithSecret } from './api/webhooks-api';

/**
 * Details, Test, Resume (when failing), Pause or Unpause, Rotate secret and Delete; the last two
 * are asked first. A rotation's new secret goes to `onSecret`.
 */
export function WebhookActions({ webhook, onSecret, onDetails }: { webhook: Webhook; onSecret: (webhook: WebhookWithSecret) => void; onDetails: (webhook: Webhook) => void }) {
  const { t } = useTranslation('webhooks');
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const resume = useResumeWebhook();
  const setActive = useSetWebhookActive();
  const test = useTestWebhook();
  const url = webhook.url;

  const toastFailure = (fallback: string) => (failure: Error) => {
    if (!(failure instanceof SessionExpiredError)) toast.error(failureMessage(failure, fallback));
  };
  const ping = () =>
    test.mutate(webhook, {
      onSuccess: (result) => (result.ok ? toast.success(t('test.ok', { status: result.status })) : toast.error(t('test.failed', { error: result.error ?? result.status }))),
      onError: toastFailure(t('test.failed', { error: '' })),
    });

  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <DetailsAction namespace="webhooks" subject={{ url }} onClick={() => onDetails(webhook)} />
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
      <RotateAndEndActions namespace="webhooks" record={webhook} subject={{ url }} rotate={rotate} end={{ key: 'remove', mutation: remove }} onSecret={onSecret} />
    </span>
  );
}
