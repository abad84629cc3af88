/** Query keys of the console's lots and recalls; ['admin', 'recalls'] covers them all. */
export const recallKeys = {
  all: ['admin', 'recalls'] as const,
  lot: (lot: string, page: number, size: number) => ['admin', 'recalls', 'lot', lot, page, size] as const,
  reach: (lot: string) => ['admin', 'recalls', 'reach', lot] as const,
  list: (page: number, size: number) => ['admin', 'recalls', 'list', page, size] as const,
  notices: (recallId: string, page: number, size: number) => ['admin', 'recalls', 'notices', recallId, page, size] as const,
};
