import { DetailsAction, RotateAndEndActions } from '../credentials/credential-actions';
import { useRevokeApiClient, useRotateApiClient, type ApiClient, type ApiClientWithSecret } from './api/api-clients-api';

/** Details, and Rotate and Revoke for an active client, each asked first; a rotation's new secret goes to `onSecret`. */
export function ApiClientActions({ client, onSecret, onDetails }: { client: ApiClient; onSecret: (client: ApiClientWithSecret) => void; onDetails: (client: ApiClient) => void }) {
  const rotate = useRotateApiClient();
  const revoke = useRevokeApiClient();
  const subject = { name: client.name };
  const details = <DetailsAction namespace="apiClients" subject={subject} onClick={() => onDetails(client)} />;
  if (client.revokedAt) return details;

  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      {details}
      <RotateAndEndActions namespace="apiClients" record={client} subject={subject} rotate={rotate} end={{ key: 'revoke', mutation: revoke }} onSecret={onSecret} />
    </span>
  );
}
