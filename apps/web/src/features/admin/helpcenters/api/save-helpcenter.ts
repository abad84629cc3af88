import { ifMatchHeader, type HelpCenter } from '@aedatlas/contracts';
import { api } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { deleteAndConfirm, toastSuccess } from '../../../../lib/success-toast';

/**
 * The public help centers table (/helpcenter) keeps its list for a few minutes; after an admin
 * change it must show the change at once, so its cached list is dropped. ['helpcenters'] is the
 * prefix of that page's query key (features/helpcenters/api/get-helpcenters.ts).
 */
const refreshPublicList = () => queryClient.invalidateQueries({ queryKey: ['helpcenters'] });

// Silent: the form and the delete dialog show failures themselves (001 §8); a success gets the one success toast.

/** POST /api/admin/helpcenter: 201 with the help center. */
export async function createHelpCenter(body: unknown): Promise<HelpCenter> {
  const created = await api.post<HelpCenter>('/api/admin/helpcenter', body, { silent: true });
  toastSuccess();
  void refreshPublicList();
  return created;
}

/** PUT /api/admin/helpcenter/{id} with If-Match: the version the form was loaded with (409 when stale). */
export async function updateHelpCenter(id: string, body: unknown, version?: string): Promise<HelpCenter> {
  const updated = await api.put<HelpCenter>(`/api/admin/helpcenter/${encodeURIComponent(id)}`, body, { silent: true, headers: ifMatchHeader(version) });
  toastSuccess('Help center updated');
  void refreshPublicList();
  return updated;
}

/** DELETE /api/admin/helpcenter/{id}: 204; 404 when it is gone already. */
export async function deleteHelpCenter(id: string): Promise<void> {
  await deleteAndConfirm(() => api.delete<void>(`/api/admin/helpcenter/${encodeURIComponent(id)}`, { silent: true }), 'Help center deleted');
  void refreshPublicList();
}
