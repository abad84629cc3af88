import type { Aed } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../../lib/api-client';
import { readAed } from '../../../lib/read-aed';

export interface AedDetail {
  aed: Aed;
  /** The response as it came, for the raw JSON view. */
  raw: unknown;
}

const uuid = z.uuid();

/** A 404, or an id that cannot be an AED's (the server answers 400): the 'AED Not Found' view. */
export const isAedNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** GET /api/aed/{id}: the full AED with its pictures (000 §2.10). */
export async function getAed(id: string): Promise<AedDetail> {
  if (!uuid.safeParse(id).success) throw new ApiError(404, 'AED not found');
  // Silent: the page shows 'AED Not Found' or 'Failed to load AED details' itself.
  const raw = await api.get<unknown>(`/api/aed/${encodeURIComponent(id)}`, { silent: true });
  return { aed: readAed(raw), raw };
}

export const aedQueryOptions = (id: string) => queryOptions({ queryKey: ['aed', 'detail', id], queryFn: () => getAed(id) });

export function useAed(id: string) {
  return useQuery(aedQueryOptions(id));
}
