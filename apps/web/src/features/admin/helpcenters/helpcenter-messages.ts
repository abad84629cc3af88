/** The help center screens' texts (001 §2, §8), in one place for the screens and their tests. */
export const HELP_CENTER_MESSAGES = {
  loadListFailed: 'Failed to load help centers. Please try again later.',
  loadOneFailed: 'Failed to load help center data. Please try again.',
  /** Followed by the server's message, else the error's own. */
  saveFailedPrefix: 'Failed to save help center: ',
  deleteFailed: 'Failed to delete help center. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this help center? You can restore it from the Trash.',
  empty: 'No help centers found',
  emptySearch: 'No help centers found matching your search',
} as const;
