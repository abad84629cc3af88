import type { HelpServiceOption } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../../../lib/api-client';
import { helpServiceKeys } from './helpservice-keys';

const uuid = z.uuid();
export const OPTION_NOT_FOUND = 'Option not found';

/** GET /api/admin/helpservice-option/{id}. An id no option can have is a 404 at once. */
export async function getOption(id: string, signal?: AbortSignal): Promise<HelpServiceOption> {
  if (!uuid.safeParse(id).success) throw new ApiError(404, OPTION_NOT_FOUND);
  return api.get<HelpServiceOption>(`/api/admin/helpservice-option/${encodeURIComponent(id)}`, { silent: true, signal });
}

export const optionQueryOptions = (id: string) => queryOptions({ queryKey: helpServiceKeys.option(id), queryFn: ({ signal }) => getOption(id, signal), staleTime: 0 });

export function useOption(id: string) {
  return useQuery(optionQueryOptions(id));
}
