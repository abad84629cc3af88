import type { RegistryHealth } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const registryHealthKeys = { all: ['admin', 'registry-health'] as const };

/** GET /api/admin/registry-health: the registry's figures now, by municipality and day by day. */
export function getRegistryHealth(signal?: AbortSignal): Promise<RegistryHealth> {
  return api.get<RegistryHealth>('/api/admin/registry-health', { silent: true, signal });
}

export function useRegistryHealth() {
  return useQuery({ queryKey: registryHealthKeys.all, queryFn: ({ signal }) => getRegistryHealth(signal) });
}
