import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { ModalDialog } from '../../../components/modal-dialog';

/**
 * A subscription's signing secret, the one time the server sends it (after a create or a
 * rotation): with a copy button and a warning that it cannot be shown again. Closing forgets it.
 */
export function WebhookSecretDialog({ secret, rotated, onClose }: { secret: string; rotated: boolean; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    // Without the clipboard (an insecure origin, an old browser) the secret stays there to select.
    if (typeof navigator.clipboard?.writeText !== 'function') return setCopied('failed');
    navigator.clipboard.writeText(secret).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <ModalDialog
      title={rotated ? t('secret.rotatedTitle') : t('secret.createdTitle')}
      role="alertdialog"
      size="md"
      onClose={onClose}
      footer={
        <button type="button" className={buttonClass('primary')} onClick={onClose}>
          {t('secret.done')}
        </button>
      }
    >
      <div className="space-y-4">
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950">
          {t('secret.warning')}
        </p>
        <div>
          <p id="webhook-secret-label" className="mb-1 text-sm font-medium text-slate-800">
            {t('secret.secret')}
          </p>
          <code aria-labelledby="webhook-secret-label" className="block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all">
            {secret}
          </code>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" data-autofocus className={buttonClass('secondary')} onClick={copy}>
            {t('secret.copy')}
          </button>
          <span aria-live="polite" className="text-sm text-slate-700">
            {copied === 'yes' ? t('secret.copied') : copied === 'failed' ? t('secret.copyFailed') : ''}
          </span>
        </div>
      </div>
    </ModalDialog>
  );
}
