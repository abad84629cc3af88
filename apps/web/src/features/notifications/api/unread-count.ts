import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { inboxKeys } from './inbox-keys';

const REFRESH_MS = 60_000;

/** GET /api/notification/inbox/unread-count, every minute, and at once when a push arrives. */
export function useUnreadCount(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof navigator === 'undefined' || !navigator.serviceWorker) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'notification-received') void client.invalidateQueries({ queryKey: inboxKeys.all });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [client, enabled]);
  return useQuery({
    queryKey: inboxKeys.unread,
    queryFn: ({ signal }) => api.get<{ unread: number }>('/api/notification/inbox/unread-count', { silent: true, signal }),
    enabled,
    refetchInterval: REFRESH_MS,
  });
}
