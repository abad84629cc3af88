import type { HelpService, Paged } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { helpServiceKeys } from './helpservice-keys';

export interface HelpServiceListParams {
  page: number;
  size: number;
  search?: string;
}

/** GET /api/admin/helpservice: by key ascending (001 §9); search in keys and names. */
export function listHelpServices({ page, size, search }: HelpServiceListParams, signal?: AbortSignal): Promise<Paged<HelpService>> {
  const query = new URLSearchParams({ page: String(page), size: String(size), sortBy: 'key', sortOrder: 'asc', ...(search ? { search } : {}) });
  return api.get<Paged<HelpService>>(`/api/admin/helpservice?${query}`, { silent: true, signal });
}

export function useHelpServices(params: HelpServiceListParams) {
  return useQuery({ queryKey: helpServiceKeys.list(params), queryFn: ({ signal }) => listHelpServices(params, signal), placeholderData: keepPreviousData });
}

/** The options screens' service choices: the first 100 services by key (001 §9 "options views request size 100"). */
export function useServiceChoices() {
  return useHelpServices({ page: 0, size: 100 });
}
