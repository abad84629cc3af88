import type { AedReminders } from '@aedatlas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { toastSuccess } from '../../../../lib/success-toast';
import { adminAedKeys } from './admin-aed-keys';

/** GET /api/admin/aed/:id/reminders: who gets the AED's expiry reminders and what was sent. */
export function useAedReminders(id: string) {
  return useQuery({
    queryKey: adminAedKeys.reminders(id),
    queryFn: ({ signal }) => api.get<AedReminders>(`/api/admin/aed/${encodeURIComponent(id)}/reminders`, { silent: true, signal }),
    staleTime: 0,
  });
}

/** PUT /api/admin/aed/:id/maintainers: the whole list; the history below shows the change. */
export function useSaveMaintainers(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => api.put<AedReminders>(`/api/admin/aed/${encodeURIComponent(id)}/maintainers`, { emails }, { silent: true }),
    onSuccess: (saved) => {
      toastSuccess('Maintainers saved');
      queryClient.setQueryData(adminAedKeys.reminders(id), saved);
      void queryClient.invalidateQueries({ queryKey: adminAedKeys.history(id) });
    },
  });
}
