/** Query keys of the AED registry; ['admin', 'aed'] covers the list, records, history and pictures. */
export const adminAedKeys = {
  all: ['admin', 'aed'] as const,
  one: (id: string) => ['admin', 'aed', 'one', id] as const,
  history: (id: string) => ['admin', 'aed', 'history', id] as const,
  pictures: (id: string) => ['admin', 'aed', 'pictures', id] as const,
  reminders: (id: string) => ['admin', 'aed', 'reminders', id] as const,
  provenance: (id: string) => ['admin', 'aed', 'provenance', id] as const,
  expiry: ['admin', 'aed-expiry'] as const,
};
