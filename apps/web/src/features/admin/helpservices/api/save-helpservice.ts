import { ifMatchHeader, type HelpService } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAndConfirm, toastSuccess } from '../../../../lib/success-toast';
import { api } from '../../../../lib/api-client';
import { helpServiceKeys, invalidateHelpServices } from './helpservice-keys';

// Silent: the screens show failures in the seeds' words themselves.

/** POST /api/admin/helpservice: key, icon, visible, optional englishDisplayValue; answers the service with its id. */
export function createHelpService(body: { key: string; icon: string; visible: boolean; englishDisplayValue?: string }): Promise<HelpService> {
  return api.post<HelpService>('/api/admin/helpservice', body, { silent: true });
}

/** PUT /api/admin/helpservice/{id}: icon and visible only (001 §5); `version` goes as If-Match. */
export function updateHelpService(id: string, body: { icon: string; visible: boolean }, version?: string): Promise<HelpService> {
  return api.put<HelpService>(`/api/admin/helpservice/${encodeURIComponent(id)}`, body, { silent: true, headers: ifMatchHeader(version) });
}

/** DELETE /api/admin/helpservice/{id}: its options and translations go with it. */
export function deleteHelpService(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/helpservice/${encodeURIComponent(id)}`, { silent: true });
}

export function useCreateHelpService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createHelpService,
    onSuccess: () => {
      toastSuccess();
      return invalidateHelpServices(client);
    },
  });
}

export function useUpdateHelpService(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: { icon: string; visible: boolean }; version?: string }) => updateHelpService(id, body, version),
    onSuccess: () => {
      toastSuccess('Help service updated');
      return invalidateHelpServices(client);
    },
  });
}

export function useDeleteHelpService(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAndConfirm(() => deleteHelpService(id), 'Help service deleted'),
    onSuccess: () => {
      client.removeQueries({ queryKey: helpServiceKeys.one(id) });
      return invalidateHelpServices(client);
    },
  });
}
