import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { ModalDialog } from '../../../components/modal-dialog';
import type { ApiClientWithSecret } from './api/api-clients-api';

/**
 * A client's secret, the one time the server sends it (after a create or a rotation): with a
 * copy button and a warning that it cannot be shown again. Closing forgets it.
 */
export function SecretOnceDialog({ client, rotated, onClose }: { client: ApiClientWithSecret; rotated: boolean; onClose: () => void }) {
  const { t } = useTranslation('apiClients');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    // Without the clipboard (an insecure origin, an old browser) the secret stays there to select.
    if (typeof navigator.clipboard?.writeText !== 'function') return setCopied('failed');
    navigator.clipboard.writeText(client.clientSecret).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  const value = 'block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all';
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
          <p className="mb-1 text-sm font-medium text-slate-800">{t('secret.clientId')}</p>
          <code className={value}>{client.clientId}</code>
        </div>
        <div>
          <p id="api-client-secret-label" className="mb-1 text-sm font-medium text-slate-800">
            {t('secret.secret')}
          </p>
          <code aria-labelledby="api-client-secret-label" className={value} data-testid="api-client-secret">
            {client.clientSecret}
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
