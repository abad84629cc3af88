import type { QueryClient } from '@tanstack/react-query';

/** Under the resource's key ['admin', 'user'], so one invalidation refreshes the list, the record and the contacts. */
export const userIceContactsKey = (userId: string) => ['admin', 'user', 'ice', userId] as const;

/** After an ICE change: the panel's list, the record's iceContacts, the list's counts and the user's history. */
export const invalidateUsers = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: ['admin', 'user'] }), client.invalidateQueries({ queryKey: ['admin', 'audit'] })]);
