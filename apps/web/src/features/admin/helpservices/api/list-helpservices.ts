import type { HelpService, Paged } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useHelpService } from './get-helpservice';
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

/** Services the options screens list at once (001 §9: "the options views request size 100"). */
export const SERVICE_CHOICES_SIZE = 100;

/**
 * The options screens' service choices: the first 100 services by key, or by `search`; the chosen
 * service (from the address) is read on its own when it is not among them, so a service past the
 * first 100 can still be chosen, shown and given options.
 */
export function useServiceChoices(search: string, chosenId: string) {
  const list = useHelpServices({ page: 0, size: SERVICE_CHOICES_SIZE, ...(search ? { search } : {}) });
  const listed = list.data?.data;
  const missing = Boolean(chosenId) && listed !== undefined && !listed.some((s) => s.id === chosenId);
  const chosen = useHelpService(missing ? chosenId : undefined);
  const services = listed && missing && chosen.data ? [chosen.data, ...listed] : listed;
  return { services, shown: listed?.length ?? 0, total: list.data?.totalCount ?? 0, isError: list.isError, isFetching: list.isFetching };
}
