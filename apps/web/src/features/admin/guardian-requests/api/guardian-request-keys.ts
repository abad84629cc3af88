/** The console's queue of members asking to look after an AED. */
export const guardianRequestKeys = {
  all: ['admin', 'guardian-requests'] as const,
  list: (page: number, size: number, search: string) => ['admin', 'guardian-requests', page, size, search] as const,
};
