import type { HelpService } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../../../lib/api-client';
import { helpServiceKeys } from './helpservice-keys';

const uuid = z.uuid();
export const SERVICE_NOT_FOUND = 'Service not found';

/** GET /api/admin/helpservice/{id} with its options and translations. An id no service can have is a 404 at once. */
export async function getHelpService(id: string, signal?: AbortSignal): Promise<HelpService> {
  if (!uuid.safeParse(id).success) throw new ApiError(404, SERVICE_NOT_FOUND);
  return api.get<HelpService>(`/api/admin/helpservice/${encodeURIComponent(id)}`, { silent: true, signal });
}

export const helpServiceQueryOptions = (id: string) => queryOptions({ queryKey: helpServiceKeys.one(id), queryFn: ({ signal }) => getHelpService(id, signal), staleTime: 0 });

export function useHelpService(id: string | undefined) {
  return useQuery({ ...helpServiceQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** True for the 404 of a missing record (its own view), false for any other failure. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
