import type { InboxNotification } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../../lib/api-client';
import { inboxKeys } from './inbox-keys';

const uuid = z.uuid();

/** GET /api/notification/inbox/{id}: one of the member's own notifications (anyone else's is a 404). */
export function getInboxNotification(id: string, signal?: AbortSignal) {
  if (!uuid.safeParse(id).success) return Promise.reject(new ApiError(404, 'Notification not found'));
  return api.get<InboxNotification>(`/api/notification/inbox/${id}`, { silent: true, signal });
}

export function useInboxNotification(id: string) {
  return useQuery({
    queryKey: inboxKeys.one(id),
    queryFn: ({ signal }) => getInboxNotification(id, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
