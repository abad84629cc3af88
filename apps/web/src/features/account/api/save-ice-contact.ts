import { type IceContact, type IceContactInput } from '@aedatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQueryOptions } from './get-current-user';

export interface IceContactBody {
  id?: string;
  displayName: string;
  email: string | null;
  phone: string | null;
}

/** An empty email or phone is sent as null (000 §5). */
export function iceContactBody(values: IceContactInput): IceContactBody {
  const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
  return {
    ...(values.id ? { id: values.id } : {}),
    displayName: (values.displayName ?? '').trim(),
    email: blankToNull(values.email),
    phone: blankToNull(values.phone),
  };
}

/**
 * PUT /api/user/ice: 201 adds, 200 updates the caller's contact named by `id`. Silent: the ICE
 * screen shows its own toasts (the global 201 'Action successful!' would say it twice).
 */
export function saveIceContact(values: IceContactInput): Promise<IceContact> {
  return api.put<IceContact>('/api/user/ice', iceContactBody(values), { silent: true });
}

/** The list lives in GET /api/user/me (iceContacts): reload it after a change. */
export function useSaveIceContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIceContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey }),
  });
}
