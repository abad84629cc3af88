/** 001 §2 Statistics and §8, word for word. */
export const STATISTICS_TEXT = {
  title: 'Platform Statistics',
  loading: 'Loading statistics...',
  failed: 'Failed to load statistics. Please try again later.',
  noActivity: 'No activity recorded for',
} as const;
