import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { invalidateUsers } from './user-keys';

/** DELETE /api/admin/icecontacts/{id}: 204; 404 'ICE contact not found'. Silent: the panel toasts. */
export function deleteIceContact(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/icecontacts/${encodeURIComponent(id)}`, { silent: true });
}

export function useDeleteIceContact() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteIceContact, onSuccess: () => invalidateUsers(client) });
}
