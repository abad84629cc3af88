import type { Club, ClubStatusName } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { toastSuccess } from '../../../../lib/success-toast';
import { resourceKeys } from '../../../admin/resource/resource-queries';

/** POST admin/Clubs/Status (002 §7): `{ id, status }`, the status by its name. */
export const setClubStatus = (id: string, status: ClubStatusName) => api.post<Club>('/api/admin/Clubs/Status', { id, status }, { silent: true });

/** Sets a club's status; the clubs' lists and records reload after it. */
export function useSetClubStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ClubStatusName }) => setClubStatus(id, status),
    onSuccess: (_club, { status }) => {
      toastSuccess(status === 'Approved' ? 'Club activated' : `Club status set to ${status}`);
      return client.invalidateQueries({ queryKey: resourceKeys.all('club') });
    },
  });
}
