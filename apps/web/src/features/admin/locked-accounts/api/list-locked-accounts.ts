import { api } from '../../../../lib/api-client';
import type { ListParams, Paged } from '../../resource/resource-types';

/** An account the sign-in brute-force protection holds right now. */
export interface LockedAccount {
  /** The sign-in name (email) the failures were counted for. */
  username: string;
  failures: number;
  lastFailureAt: string;
  /** Sign-ins are refused until this moment. */
  waitUntil: string;
  /** The account's usual address and device may still sign in; only strangers are held off. */
  knownClientOnly: boolean;
}

/** GET /api/admin/locked-accounts?page&size: one page; the server neither searches nor sorts this list. */
export function listLockedAccounts(params: ListParams, signal?: AbortSignal): Promise<Paged<LockedAccount>> {
  // Silent: the table shows its own load failure.
  const query = new URLSearchParams({ page: String(params.page), size: String(params.size) });
  return api.get<Paged<LockedAccount>>(`/api/admin/locked-accounts?${query}`, { silent: true, signal });
}
