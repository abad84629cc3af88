import { ApiError, NO_RESPONSE_MESSAGE } from '../../../lib/http';

/** 000 §2.8 and §8, word for word. */
export const ICE_TEXT = {
  loading: 'Loading ICE contacts...',
  loadFailed: 'Failed to load ICE contacts. Please try again.',
  empty: 'No ICE contacts added yet',
  addFirst: 'Add Your First Contact',
  added: 'Contact added successfully!',
  updated: 'Contact updated successfully!',
  deleted: 'Contact deleted successfully!',
} as const;

export type IceAction = 'save' | 'delete';

const PREFIX: Record<IceAction, string> = {
  save: 'Failed to save contact. ',
  delete: 'Failed to delete contact. ',
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

function statusDefault(action: IceAction, status: number): string {
  switch (status) {
    case 400:
      return action === 'save' ? 'Invalid contact data.' : 'Invalid request.';
    case 401:
      return 'Unauthorized. Please login again.';
    case 404:
      return 'Contact not found.';
    case 500:
      return 'Server error. Please try again later.';
    default:
      return 'Please try again.';
  }
}

/**
 * The failure toast (000 §8): the prefix, '(Status: {code}) ', then the server's message, else
 * the error text, else a plain-string body, else a default by status. No answer at all:
 * 'No response from server. Please check your connection.'
 */
export function iceErrorMessage(action: IceAction, error: unknown): string {
  const prefix = PREFIX[action];
  if (!(error instanceof ApiError)) return `${prefix}${statusDefault(action, -1)}`;
  if (error.status === 0) return `${prefix}${NO_RESPONSE_MESSAGE}`;
  const body = error.body;
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const detail = text(fields.message) ?? text(fields.error) ?? (typeof body === 'string' ? text(body) : null);
  return `${prefix}(Status: ${error.status}) ${detail ?? statusDefault(action, error.status)}`;
}
