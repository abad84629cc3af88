import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SessionExpiredError } from '../../../lib/api-client';
import { failureMessage } from '../resource/resource-messages';
import { useRevokeApiClient, useRotateApiClient, type ApiClient, type ApiClientWithSecret } from './api/api-clients-api';

type Asking = 'rotate' | 'revoke' | null;

/** Details, and Rotate and Revoke for an active client, each asked first; a rotation's new secret goes to `onSecret`. */
export function ApiClientActions({ client, onSecret, onDetails }: { client: ApiClient; onSecret: (client: ApiClientWithSecret) => void; onDetails: (client: ApiClient) => void }) {
  const { t } = useTranslation('apiClients');
  const [asking, setAsking] = useState<Asking>(null);
  const [error, setError] = useState<string | null>(null);
  const rotate = useRotateApiClient();
  const revoke = useRevokeApiClient();
  const link = 'font-medium hover:underline whitespace-nowrap';
  const details = (
    <button type="button" className={`${link} text-slate-800`} aria-label={t('details.openFor', { name: client.name })} onClick={() => onDetails(client)}>
      {t('details.open')}
    </button>
  );
  if (client.revokedAt) return details;

  const close = () => {
    setAsking(null);
    setError(null);
  };
  const failed = (fallback: string) => (failure: Error) => {
    if (!(failure instanceof SessionExpiredError)) setError(failureMessage(failure, fallback));
  };
  const confirm = () => {
    if (asking === 'rotate') {
      rotate.mutate(client, {
        onSuccess: (rotated) => {
          close();
          onSecret(rotated);
        },
        onError: failed(t('rotate.failed')),
      });
    } else {
      revoke.mutate(client, {
        onSuccess: () => {
          toast.success(t('revoke.done'));
          close();
        },
        onError: failed(t('revoke.failed')),
      });
    }
  };
  const busy = rotate.isPending || revoke.isPending;

  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      {details}
      <button type="button" className={`${link} text-red-800`} aria-label={t('rotate.actionFor', { name: client.name })} onClick={() => setAsking('rotate')}>
        {t('rotate.action')}
      </button>
      <button type="button" className={`${link} text-red-700`} aria-label={t('revoke.actionFor', { name: client.name })} onClick={() => setAsking('revoke')}>
        {t('revoke.action')}
      </button>
      {/* In the body, not the table cell: the pinned actions cell is its own stacking context. */}
      {asking &&
        createPortal(
          <ConfirmDialog
            title={t(`${asking}.title`)}
            message={t(`${asking}.message`, { name: client.name })}
            confirmLabel={t(`${asking}.confirm`)}
            busyLabel={t(`${asking}.busy`)}
            cancelLabel={t('create.cancel')}
            busy={busy}
            error={error}
            onCancel={close}
            onConfirm={confirm}
          />,
          document.body,
        )}
    </span>
  );
}
