/** Every storage query sits under ['admin', 'storage'], so one invalidation refreshes the tree, the folder and the stats. */
export const storageKeys = {
  all: ['admin', 'storage'] as const,
  lists: ['admin', 'storage', 'list'] as const,
  list: (path: string) => ['admin', 'storage', 'list', path] as const,
  stats: ['admin', 'storage', 'stats'] as const,
};
