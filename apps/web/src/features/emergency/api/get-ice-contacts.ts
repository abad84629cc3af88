import type { IceContact, User } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The member's ICE contacts, from GET /api/user/me like the ICE screen reads them (same query
 * key, so a contact added there shows here at once).
 */
export function useIceContacts(enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'me'],
    queryFn: () => api.get<User>('/api/user/me', { silent: true }),
    enabled,
    select: (user): IceContact[] => user.iceContacts ?? [],
  });
}
