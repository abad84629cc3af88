import { ifMatchHeader, type IceContact } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { invalidateUsers } from './user-keys';

export interface AdminIceContactBody {
  userId: string;
  displayName: string;
  email: string | null;
  phone: string | null;
}

/**
 * POST /api/admin/icecontacts (201) or PUT /api/admin/icecontacts/{id}, If-Match the version the
 * dialog opened with. Silent: the panel toasts.
 */
export function saveIceContact({ id, body, version }: { id?: string; body: AdminIceContactBody; version?: string }): Promise<IceContact> {
  return id
    ? api.put<IceContact>(`/api/admin/icecontacts/${encodeURIComponent(id)}`, body, { silent: true, headers: ifMatchHeader(version) })
    : api.post<IceContact>('/api/admin/icecontacts', body, { silent: true });
}

export function useSaveIceContact() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveIceContact, onSuccess: () => invalidateUsers(client) });
}
