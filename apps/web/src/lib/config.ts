import { DEFAULT_REALM, WEB_CLIENT_ID, type PublicConfig } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from './http';
import { queryClient } from './query-client';

/** Used when the server cannot be asked: the map stays public, as in an emergency it must. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  realm: DEFAULT_REALM,
  clientId: WEB_CLIENT_ID,
  issuer: '',
  mapRequiresLogin: false,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  helpCentersUrl: '/api/helpcenter/public',
};

/**
 * Whether an answer has the public configuration's fields with their types. Checked by hand, not
 * with the contract's schema: every page starts with this call, and /map's first load carries no
 * validation library.
 */
function isPublicConfig(value: unknown): value is PublicConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<keyof PublicConfig, unknown>;
  const texts = [v.realm, v.clientId, v.issuer, v.mapTileUrl, v.helpCentersUrl];
  return texts.every((text) => typeof text === 'string') && typeof v.mapRequiresLogin === 'boolean';
}

export async function getPublicConfigFromServer(): Promise<PublicConfig> {
  try {
    const answer = await httpRequest('/api/config', { silent: true });
    if (!isPublicConfig(answer)) return DEFAULT_PUBLIC_CONFIG;
    const { realm, clientId, issuer, mapRequiresLogin, mapTileUrl, helpCentersUrl } = answer;
    return { realm, clientId, issuer, mapRequiresLogin, mapTileUrl, helpCentersUrl };
  } catch {
    return DEFAULT_PUBLIC_CONFIG;
  }
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: getPublicConfigFromServer,
  staleTime: Infinity,
});

/** For code outside React (identity calls): asks the server once, then answers from the cache. */
export function getPublicConfig(): Promise<PublicConfig> {
  return queryClient.fetchQuery(publicConfigQueryOptions);
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}

/**
 * The provider's endpoints, on this origin: the server embeds a Keycloak-shaped provider at
 * /auth/realms/{realm}. Same-origin paths keep CORS out of the login and work behind any host name.
 */
export function identityEndpoint(config: PublicConfig, name: 'token' | 'revoke'): string {
  return `/auth/realms/${encodeURIComponent(config.realm)}/protocol/openid-connect/${name}`;
}
