/** The member's own notifications: one invalidation of ['inbox'] refreshes the list, a notification and the unread count. */
export const inboxKeys = {
  all: ['inbox'] as const,
  list: (page: number, size: number) => ['inbox', 'list', page, size] as const,
  one: (id: string) => ['inbox', 'one', id] as const,
  unread: ['inbox', 'unread'] as const,
};
