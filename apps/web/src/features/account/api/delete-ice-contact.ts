import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQueryOptions } from './get-current-user';

/** DELETE /api/user/ice/{id}: 204; 404 when it is not the caller's contact. Silent: own toasts. */
export function deleteIceContact(id: string): Promise<void> {
  return api.delete<void>(`/api/user/ice/${encodeURIComponent(id)}`, { silent: true });
}

export function useDeleteIceContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIceContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey }),
  });
}
