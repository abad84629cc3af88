import type { User } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/user/me: the stored profile (image, phone, ICE contacts) the token does not carry. */
export function getCurrentUser(): Promise<User> {
  // Silent: the screens that show the profile say themselves when it fails to load.
  return api.get<User>('/api/user/me', { silent: true });
}

export const currentUserQueryOptions = queryOptions({
  queryKey: ['user', 'me'],
  queryFn: getCurrentUser,
});

export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions, enabled });
}
