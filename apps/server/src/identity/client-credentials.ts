import { API_CLIENT_ID_PATTERN, CLIENT_SUBJECT_PREFIX, roleClaim, type GuardRole } from '@aedatlas/contracts';
import type { Db } from '../db/client';
import { activeApiClient, apiClientForSignIn } from '../modules/api-clients/api-clients.repo';
import { OAuthError, invalidClient } from './oauth-error';
import { verifyPassword } from './passwords';
import { issueClientToken, type TokenContext } from './tokens';

/** Scopes a client may ask for; the token's roles come from the client, whatever the scope. */
const CLIENT_SCOPES = new Set(['roles', 'profile']);

/**
 * The client credentials grant (RFC 6749 §4.4): a confidential client from the api_clients table
 * proves itself with its secret and gets a short access token with its roles. An unknown id, a
 * wrong secret and a revoked client are the same 401 invalid_client; an unknown id still costs a
 * hash comparison (verifyPassword's decoy), so timing does not tell which ids exist.
 */
export async function clientCredentialsGrant(ctx: TokenContext & { db: Db }, p: { clientId: string; clientSecret: string | undefined; scope?: string }) {
  const row = API_CLIENT_ID_PATTERN.test(p.clientId) ? await apiClientForSignIn(ctx.db, p.clientId) : undefined;
  const ok = await verifyPassword(row?.secretHash, p.clientSecret ?? '');
  if (!row || !ok || !p.clientSecret || row.revokedAt) throw invalidClient();
  const scope = [...new Set((p.scope ?? '').split(/\s+/).filter((s) => CLIENT_SCOPES.has(s)))].join(' ');
  return issueClientToken(ctx, { id: row.id, clientId: row.clientId, name: row.name, roleClaims: row.roles.map(roleClaim) }, scope);
}

/** Whether a client id names a confidential client (the grant is theirs alone); the public web client is not one. */
export const isConfidentialClientId = (clientId: string | undefined) => Boolean(clientId && API_CLIENT_ID_PATTERN.test(clientId));

/** A public client asking for the grant: RFC 6749 §5.2. */
export const publicClientCredentials = () => new OAuthError(400, 'unauthorized_client', 'Client not enabled to retrieve service account');

/** The client row id of a token subject made by issueClientToken; undefined for a person's. */
export const clientIdOfSubject = (sub: string | undefined) => (sub?.startsWith(CLIENT_SUBJECT_PREFIX) ? sub.slice(CLIENT_SUBJECT_PREFIX.length) : undefined);

/**
 * A client token's state at a call: the client must still exist and not be revoked (so revoking
 * counts at the next call), and its roles are read from its row, as a person's are.
 */
export async function clientTokenState(db: Db, id: string, wanted: readonly GuardRole[] | undefined) {
  const client = await activeApiClient(db, id);
  if (!client) return undefined;
  return { name: client.name, holdsRole: wanted ? client.roles.some((r) => wanted.includes(r)) : undefined };
}
