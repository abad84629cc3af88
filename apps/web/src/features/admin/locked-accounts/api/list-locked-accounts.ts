import type { LockedAccount } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import type { ListParams, Paged } from '../../resource/resource-types';

export type { LockedAccount };

/** GET /api/admin/locked-accounts?page&size: one page; the server neither searches nor sorts this list. */
export function listLockedAccounts(params: ListParams, signal?: AbortSignal): Promise<Paged<LockedAccount>> {
  // Silent: the table shows its own load failure.
  const query = new URLSearchParams({ page: String(params.page), size: String(params.size) });
  return api.get<Paged<LockedAccount>>(`/api/admin/locked-accounts?${query}`, { silent: true, signal });
}
