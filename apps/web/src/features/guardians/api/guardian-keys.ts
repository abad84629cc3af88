/** Query keys of a member's guardianships: My AEDs and what they are to one AED. */
export const guardianKeys = {
  all: ['guardians'] as const,
  myAeds: (page: number, size: number) => ['guardians', 'my-aeds', page, size] as const,
  myAedsAll: ['guardians', 'my-aeds'] as const,
  guardianship: (aedId: string) => ['guardians', 'guardianship', aedId] as const,
};
