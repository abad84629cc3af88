import { ifMatchHeader, type HelpServiceOption } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAndConfirm, toastSuccess } from '../../../../lib/success-toast';
import { api } from '../../../../lib/api-client';
import { helpServiceKeys, invalidateHelpServices } from './helpservice-keys';

export interface OptionCreateBody {
  key: string;
  icon: string;
  visible: boolean;
  /** 001 §5: only when non-blank after trimming. */
  englishDisplayValue?: string;
}
export interface OptionUpdateBody {
  icon: string;
  visible: boolean;
}

/** POST /api/admin/helpservice-option/service/{serviceId}: the option with its id; its category is the service's key. */
export function createOption(serviceId: string, body: OptionCreateBody): Promise<HelpServiceOption> {
  return api.post<HelpServiceOption>(`/api/admin/helpservice-option/service/${encodeURIComponent(serviceId)}`, body, { silent: true });
}

/** PUT /api/admin/helpservice-option/{id}: icon and visible; `version` goes as If-Match. */
export function updateOption(id: string, body: OptionUpdateBody, version?: string): Promise<HelpServiceOption> {
  return api.put<HelpServiceOption>(`/api/admin/helpservice-option/${encodeURIComponent(id)}`, body, { silent: true, headers: ifMatchHeader(version) });
}

export function deleteOption(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/helpservice-option/${encodeURIComponent(id)}`, { silent: true });
}

export function useCreateOption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, body }: { serviceId: string; body: OptionCreateBody }) => createOption(serviceId, body),
    onSuccess: () => {
      toastSuccess();
      return invalidateHelpServices(client);
    },
  });
}

/** For any option (the quick edit rows save several): id, body and version per call. */
export function useUpdateOption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version }: { id: string; body: OptionUpdateBody; version?: string }) => updateOption(id, body, version),
    onSuccess: () => {
      toastSuccess('Option updated');
      return invalidateHelpServices(client);
    },
  });
}

export function useDeleteOption(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAndConfirm(() => deleteOption(id), 'Option deleted'),
    onSuccess: () => {
      client.removeQueries({ queryKey: helpServiceKeys.option(id) });
      return invalidateHelpServices(client);
    },
  });
}
