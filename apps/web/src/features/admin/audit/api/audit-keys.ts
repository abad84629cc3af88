/** Under ['admin', 'audit']: one invalidation refreshes the log and every history. */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  history: (entityType: string, entityId: string) => ['admin', 'audit', 'history', entityType, entityId] as const,
  actors: ['admin', 'audit', 'actors'] as const,
};
