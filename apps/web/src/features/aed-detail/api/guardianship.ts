import type { Guardian, Guardianship } from '@aedatlas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { guardianKeys } from '../../guardians/api/guardian-keys';

const path = (aedId: string) => `/api/aed/${encodeURIComponent(aedId)}/guardianship`;

/** GET /api/aed/{id}/guardianship: what the member is to the AED (none, requested, active), for a signed-in member only. Silent: the card says nothing on a failure. */
export function useGuardianship(aedId: string, enabled: boolean) {
  return useQuery({
    queryKey: guardianKeys.guardianship(aedId),
    queryFn: ({ signal }) => api.get<{ guardianship: Guardianship }>(path(aedId), { silent: true, signal }).then((r) => r.guardianship),
    enabled,
  });
}

/** POST (ask to look after it, 201 with the request) or DELETE (withdraw, or step back). */
export function useChangeGuardianship(aedId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: 'ask' | 'withdraw'): Promise<Guardianship> => {
      if (change === 'ask') return (await api.post<Guardian>(path(aedId), undefined, { silent: true })).status;
      return (await api.delete<{ guardianship: Guardianship }>(path(aedId), { silent: true })).guardianship;
    },
    onSuccess: (guardianship) => {
      queryClient.setQueryData(guardianKeys.guardianship(aedId), guardianship);
      void queryClient.invalidateQueries({ queryKey: guardianKeys.myAedsAll });
    },
    // Whatever went wrong, the card shows what is true now.
    onError: () => void queryClient.invalidateQueries({ queryKey: guardianKeys.guardianship(aedId) }),
  });
}
