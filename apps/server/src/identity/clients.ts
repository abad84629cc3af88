import { WEB_CLIENT_ID } from '@aedatlas/contracts';
import { invalidClient } from './oauth-error';

interface Client {
  id: string;
  /** Public clients (browsers, mobile apps) hold no secret; a secret they send is ignored. */
  public: boolean;
}

const clients: Record<string, Client> = {
  [WEB_CLIENT_ID]: { id: WEB_CLIENT_ID, public: true },
};

export function authenticateClient(clientId: string | undefined): Client {
  const client = clientId ? clients[clientId] : undefined;
  if (!client) throw invalidClient();
  return client;
}
