import type { IceContact, Paged } from '@aedatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { userIceContactsKey } from './user-keys';

/** 001 §9: the ICE panel asks for 20 contacts. */
export const ICE_PAGE_SIZE = 20;

/** GET /api/admin/icecontacts/user/{userId}?page=0&size=20; the panel reads `data`. */
export async function getUserIceContacts(userId: string, signal?: AbortSignal): Promise<IceContact[]> {
  const body = await api.get<Paged<IceContact> | IceContact[]>(
    `/api/admin/icecontacts/user/${encodeURIComponent(userId)}?page=0&size=${ICE_PAGE_SIZE}`,
    { silent: true, signal },
  );
  return Array.isArray(body) ? body : (body?.data ?? []);
}

export const userIceContactsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userIceContactsKey(userId), queryFn: ({ signal }) => getUserIceContacts(userId, signal) });

export function useUserIceContacts(userId: string) {
  return useQuery(userIceContactsQueryOptions(userId));
}
