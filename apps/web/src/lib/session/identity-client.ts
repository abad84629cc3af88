import { getPublicConfig, identityEndpoint } from '../config';
import { httpRequest } from '../http';
import type { TokenSet } from './session-store';

/** The OpenID Connect calls of 000 §7: password grant, refresh grant, revoke (form-encoded). */
interface TokenResponse {
  access_token?: unknown;
  refresh_token?: unknown;
  refresh_expires_in?: unknown;
}

// offline_access: the refresh token outlives the browser session when 'Remember me' is ticked.
const SCOPE = 'openid offline_access profile email';

function toTokenSet(response: TokenResponse): TokenSet {
  if (typeof response?.access_token !== 'string') throw new Error('The identity provider sent no access token.');
  const refreshIn = typeof response.refresh_expires_in === 'number' ? response.refresh_expires_in : 0;
  return {
    accessToken: response.access_token,
    refreshToken: typeof response.refresh_token === 'string' ? response.refresh_token : null,
    // Keycloak sends 0 for tokens without an idle limit: nothing to remember then.
    refreshTokenExpiration: refreshIn > 0 ? Date.now() + refreshIn * 1000 : null,
  };
}

export async function passwordGrant(username: string, password: string): Promise<TokenSet> {
  const config = await getPublicConfig();
  const response = await httpRequest<TokenResponse>(identityEndpoint(config, 'token'), {
    form: { grant_type: 'password', client_id: config.clientId, username, password, scope: SCOPE },
    silent: true,
  });
  return toTokenSet(response);
}

export async function refreshGrant(refreshToken: string): Promise<TokenSet> {
  const config = await getPublicConfig();
  const response = await httpRequest<TokenResponse>(identityEndpoint(config, 'token'), {
    form: { grant_type: 'refresh_token', client_id: config.clientId, refresh_token: refreshToken },
    silent: true,
  });
  return toTokenSet(response);
}

export async function revokeToken(token: string, hint: 'access_token' | 'refresh_token'): Promise<void> {
  const config = await getPublicConfig();
  await httpRequest(identityEndpoint(config, 'revoke'), {
    form: { token, token_type_hint: hint, client_id: config.clientId },
    silent: true,
  });
}
