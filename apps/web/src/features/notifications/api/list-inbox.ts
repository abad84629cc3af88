import type { InboxNotification, Paged } from '@aedatlas/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inboxKeys } from './inbox-keys';

/** GET /api/notification/inbox: the signed-in member's notifications, newest first. */
export function listInbox(page: number, size: number, signal?: AbortSignal) {
  return api.get<Paged<InboxNotification>>(`/api/notification/inbox?page=${page}&size=${size}`, { silent: true, signal });
}

export function useInbox(page: number, size: number) {
  return useQuery({ queryKey: inboxKeys.list(page, size), queryFn: ({ signal }) => listInbox(page, size, signal), placeholderData: keepPreviousData });
}
