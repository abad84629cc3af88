import type { IceContact, Paged } from '@aedatlas/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { userIceContactsKey } from './user-keys';

/** 001 §9: the ICE panel asks for 20 contacts. */
export const ICE_PAGE_SIZE = 20;

/** GET /api/admin/icecontacts/user/{userId}?page&size=20: one page of the user's contacts and the total. */
export async function getUserIceContacts(userId: string, page: number, signal?: AbortSignal): Promise<Paged<IceContact>> {
  const body = await api.get<Paged<IceContact> | IceContact[]>(
    `/api/admin/icecontacts/user/${encodeURIComponent(userId)}?page=${page}&size=${ICE_PAGE_SIZE}`,
    { silent: true, signal },
  );
  // A bare array (an older server) is one page holding everything it sent.
  if (Array.isArray(body)) return { data: body, page: 0, pageSize: ICE_PAGE_SIZE, totalCount: body.length, totalPages: 1 };
  return body;
}

export const userIceContactsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...userIceContactsKey(userId), page],
    queryFn: ({ signal }) => getUserIceContacts(userId, page, signal),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useUserIceContacts(userId: string, page: number) {
  return useQuery(userIceContactsQueryOptions(userId, page));
}
