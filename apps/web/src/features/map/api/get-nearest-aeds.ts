import { nearestAedSchema, type NearestAed } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const NEAREST_LIMIT = 10;

export interface NearestQuery {
  lat: number;
  lon: number;
  limit?: number;
}

/** GET /api/aed/nearest: full AEDs sorted by distance, each with distanceMeters. */
export async function getNearestAeds({ lat, lon, limit = NEAREST_LIMIT }: NearestQuery, signal?: AbortSignal): Promise<NearestAed[]> {
  const params = new URLSearchParams({ lat: lat.toFixed(6), lon: lon.toFixed(6), limit: String(limit) });
  const data = await api.get<unknown>(`/api/aed/nearest?${params}`, { silent: true, signal });
  return z.array(nearestAedSchema).parse(data);
}

export const nearestAedsQueryOptions = (query: NearestQuery) =>
  queryOptions({
    queryKey: ['aed', 'nearest', query.lat.toFixed(5), query.lon.toFixed(5), query.limit ?? NEAREST_LIMIT],
    queryFn: ({ signal }) => getNearestAeds(query, signal),
    staleTime: 60_000,
  });

export function useNearestAeds(query: NearestQuery | null) {
  return useQuery({
    ...nearestAedsQueryOptions(query ?? { lat: 0, lon: 0 }),
    enabled: query !== null,
  });
}
