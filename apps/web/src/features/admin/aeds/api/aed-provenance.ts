import type { AedProvenance } from '@aedatlas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { toastSuccess } from '../../../../lib/success-toast';
import { adminAedKeys } from './admin-aed-keys';

/** GET /api/admin/aed/:id/provenance: the AED's source, "keep ours", each value's source. */
export function useAedProvenance(id: string) {
  return useQuery({
    queryKey: adminAedKeys.provenance(id),
    queryFn: ({ signal }) => api.get<AedProvenance>(`/api/admin/aed/${encodeURIComponent(id)}/provenance`, { silent: true, signal }),
    staleTime: 0,
  });
}

/** PUT /api/admin/aed/:id/keep-ours; the history below shows the change. */
export function useSetKeepOurs(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keepOurs: boolean) => api.put<AedProvenance>(`/api/admin/aed/${encodeURIComponent(id)}/keep-ours`, { keepOurs }, { silent: true }),
    onSuccess: (saved) => {
      toastSuccess(saved.keepOurs ? 'Imports will keep this AED as it is' : 'Imports may update this AED again');
      queryClient.setQueryData(adminAedKeys.provenance(id), saved);
      void queryClient.invalidateQueries({ queryKey: adminAedKeys.history(id) });
    },
  });
}
