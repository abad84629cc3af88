import {
  DEFAULT_REALM,
  WEB_CLIENT_ID,
  publicConfigSchema,
  type PublicConfig,
} from '@aedatlas/contracts';
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

export async function getPublicConfigFromServer(): Promise<PublicConfig> {
  try {
    const parsed = publicConfigSchema.safeParse(await httpRequest('/api/config', { silent: true }));
    return parsed.success ? parsed.data : DEFAULT_PUBLIC_CONFIG;
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
