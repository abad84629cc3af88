import type { HelpServiceOption, Paged } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../../../lib/api-client';
import { SERVICE_NOT_FOUND } from './get-helpservice';
import { helpServiceKeys } from './helpservice-keys';

export interface OptionListParams {
  page: number;
  size: number;
  serviceId?: string;
  search?: string;
}

/** GET /api/admin/helpservice-option: by service key then key; filtered by service and search on the server. */
export function listOptions({ page, size, serviceId, search }: OptionListParams, signal?: AbortSignal): Promise<Paged<HelpServiceOption>> {
  const query = new URLSearchParams({ page: String(page), size: String(size), ...(serviceId ? { serviceId } : {}), ...(search ? { search } : {}) });
  return api.get<Paged<HelpServiceOption>>(`/api/admin/helpservice-option?${query}`, { silent: true, signal });
}

export function useOptions(params: OptionListParams) {
  return useQuery({ queryKey: helpServiceKeys.options(params), queryFn: ({ signal }) => listOptions(params, signal), placeholderData: keepPreviousData });
}

const uuid = z.uuid();

/** GET /api/admin/helpservice-option/service/{serviceId}: every option of one service. */
export async function listOptionsOfService(serviceId: string, signal?: AbortSignal): Promise<HelpServiceOption[]> {
  if (!uuid.safeParse(serviceId).success) throw new ApiError(404, SERVICE_NOT_FOUND);
  return api.get<HelpServiceOption[]>(`/api/admin/helpservice-option/service/${encodeURIComponent(serviceId)}`, { silent: true, signal });
}

export function useOptionsOfService(serviceId: string | undefined) {
  return useQuery({ queryKey: helpServiceKeys.optionsOf(serviceId ?? ''), queryFn: ({ signal }) => listOptionsOfService(serviceId!, signal), enabled: Boolean(serviceId) });
}
