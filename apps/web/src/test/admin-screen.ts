import type { AdminResource } from '../features/admin/resource/define-admin-resource';
import { renderAdmin } from '../features/admin/test-admin';
import { mockFetch } from './fetch-mock';
import { storeSession } from './session-fixtures';
import { adminClaims, makeAccessToken } from './tokens';

/**
 * The admin console with only `resources`, open at `path` for a signed-in admin, on a fake network
 * that answers with `handlers`: the start of most admin screen tests. `net` holds what was asked.
 */
export function renderAsAdmin(resources: AdminResource[], path: string | string[], handlers: Parameters<typeof mockFetch>[0]) {
  storeSession(makeAccessToken(adminClaims));
  const net = mockFetch(handlers);
  return { net, ...renderAdmin(resources, path) };
}
