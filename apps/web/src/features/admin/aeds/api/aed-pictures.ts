import { MESSAGES, type AedPicture } from '@aedatlas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { deleteAndConfirm, toastSuccess } from '../../../../lib/success-toast';
import { adminAedKeys } from './admin-aed-keys';

/** GET /api/admin/aed-picture/aed/:aedId. */
export function getAedPictures(aedId: string, signal?: AbortSignal): Promise<AedPicture[]> {
  return api.get<AedPicture[]>(`/api/admin/aed-picture/aed/${encodeURIComponent(aedId)}`, { silent: true, signal });
}

/** POST /api/admin/aed-picture { aedId, url } (201). */
export async function addAedPicture(body: { aedId: string; url: string }): Promise<AedPicture> {
  const picture = await api.post<AedPicture>('/api/admin/aed-picture', body, { silent: true });
  toastSuccess(MESSAGES.toast201);
  return picture;
}

/** DELETE /api/admin/aed-picture/:id (204; 404 when already gone). */
export function deleteAedPicture(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/aed-picture/${encodeURIComponent(id)}`, { silent: true });
}

export function useAedPictures(aedId: string) {
  return useQuery({ queryKey: adminAedKeys.pictures(aedId), queryFn: ({ signal }) => getAedPictures(aedId, signal), staleTime: 0 });
}

/** After an add or a delete the list, the AED (its pictures) and the list counts reload (001 §4). */
export function useReloadPictures() {
  const client = useQueryClient();
  // adminAedKeys.all covers the pictures, the AED, its history and the list's picture counts.
  return () => client.invalidateQueries({ queryKey: adminAedKeys.all });
}

export function useAddAedPicture(aedId: string) {
  const reload = useReloadPictures();
  return useMutation({ mutationFn: (url: string) => addAedPicture({ aedId, url }), onSettled: reload });
}

export function useDeleteAedPicture() {
  const reload = useReloadPictures();
  return useMutation({ mutationFn: (pictureId: string) => deleteAndConfirm(() => deleteAedPicture(pictureId), 'Picture deleted'), onSettled: reload });
}
