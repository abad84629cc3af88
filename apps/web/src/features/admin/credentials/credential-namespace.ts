/**
 * The text namespaces of the console's credential pages: records that hold a secret the server
 * shows once (API clients, webhooks). Both keep the same keys for the list (title, table, search,
 * ...), the create dialog (create.*), the secret (secret.*), the details (details.*) and a rotation
 * (rotate.*), so the shared parts in this folder read their texts by key instead of taking them one by one.
 */
export type CredentialNamespace = 'apiClients' | 'webhooks';
