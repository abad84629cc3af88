import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { DetailsAction, RotateAndEndActions, actionLinkClass } from '../credentials/credential-actions';
import { useRevokeApiClient, useRotateApiClient, type ApiClient, type ApiClientWithSecret } from './api/api-clients-api';
import { EditApiClientDialog } from './edit-api-client-dialog';

/** Details, and Edit, Rotate and Revoke for an active client (rotate and revoke asked first); a rotation's new secret goes to `onSecret`. */
export function ApiClientActions({ client, onSecret, onDetails }: { client: ApiClient; onSecret: (client: ApiClientWithSecret) => void; onDetails: (client: ApiClient) => void }) {
  const { t } = useTranslation('apiClients');
  const rotate = useRotateApiClient();
  const revoke = useRevokeApiClient();
  const [editing, setEditing] = useState(false);
  const subject = { name: client.name };
  const details = <DetailsAction namespace="apiClients" subject={subject} onClick={() => onDetails(client)} />;
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      {details}
      {!client.revokedAt && (
        <>
          <button type="button" className={`${actionLinkClass} text-slate-800`} aria-label={t('edit.actionFor', subject)} onClick={() => setEditing(true)}>
            {t('edit.action')}
          </button>
          <RotateAndEndActions namespace="apiClients" record={client} subject={subject} rotate={rotate} end={{ key: 'revoke', mutation: revoke }} onSecret={onSecret} />
        </>
      )}
      {/* Into the body, as the pinned actions cell is its own stacking context; in the same place
          whether or not the client is revoked meanwhile, so the open dialog keeps what was typed and says so. */}
      {editing && createPortal(<EditApiClientDialog client={client} onClose={() => setEditing(false)} />, document.body)}
    </span>
  );
}
