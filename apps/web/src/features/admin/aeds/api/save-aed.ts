import { MESSAGES, ifMatchHeader, type Aed } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { deleteAndConfirm, toastSuccess } from '../../../../lib/success-toast';
import { adminAedKeys } from './admin-aed-keys';

// Silent: the form shows failures itself; each success gets the one success toast (a 201: 'Action successful!', 000 §8).

/** POST /api/admin/aed (201 with the AED). */
export async function createAed(payload: unknown): Promise<Aed> {
  const aed = await api.post<Aed>('/api/admin/aed', payload, { silent: true });
  toastSuccess(MESSAGES.toast201);
  return aed;
}

/** PUT /api/admin/aed/:id: fields not sent keep their values; `version` (modifiedAt) goes as If-Match. */
export function updateAed(id: string, payload: unknown, version?: string): Promise<Aed> {
  return api.put<Aed>(`/api/admin/aed/${encodeURIComponent(id)}`, payload, { silent: true, headers: ifMatchHeader(version) });
}

/** DELETE /api/admin/aed/:id (204). */
export function deleteAed(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/aed/${encodeURIComponent(id)}`, { silent: true });
}

function useInvalidateAeds() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: adminAedKeys.all }), client.invalidateQueries({ queryKey: adminAedKeys.expiry })]);
}

export function useCreateAed() {
  const invalidate = useInvalidateAeds();
  return useMutation({ mutationFn: createAed, onSuccess: invalidate });
}

export function useUpdateAed(id: string) {
  const invalidate = useInvalidateAeds();
  return useMutation({
    mutationFn: ({ payload, version }: { payload: unknown; version?: string }) => updateAed(id, payload, version),
    onSuccess: () => {
      toastSuccess('AED updated');
      return invalidate();
    },
  });
}

export function useDeleteAed(id: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateAeds();
  return useMutation({
    mutationFn: () => deleteAndConfirm(() => deleteAed(id), 'AED deleted'),
    onSuccess: () => {
      client.removeQueries({ queryKey: adminAedKeys.one(id) });
      return invalidate();
    },
  });
}
