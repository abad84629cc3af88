import { ApiError, NO_RESPONSE_MESSAGE } from '../../../lib/http';

/** 000 §2.7 and §8, word for word. */
export const PROFILE_TEXT = {
  loadFailed: 'Failed to load profile data. Please try again.',
  reloadFailed: 'Failed to reload profile data. Please refresh the page.',
  invalidForm: 'Please fix the errors in the form',
  failed: 'Failed to update profile.',
} as const;

export const profileUpdatedMessage = (status: number) => `Profile updated successfully! (Status: ${status})`;

const STATUS_DEFAULTS: Record<number, string> = {
  400: 'Invalid request data.',
  401: 'Unauthorized. Please login again.',
  403: 'You do not have permission to update this profile.',
  404: 'User not found.',
  500: 'Server error. Please try again later.',
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * The failure toast: 'Failed to update profile.' with the status and the server's message, or the
 * default for the status; no answer at all: 'No response from server. Please check your connection.'
 */
export function profileUpdateErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return `${PROFILE_TEXT.failed} Please try again.`;
  if (error.status === 0) return `${PROFILE_TEXT.failed} ${NO_RESPONSE_MESSAGE}`;
  const body = error.body;
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const server = text(fields.message) ?? (typeof body === 'string' ? text(body) : null);
  const fallback = STATUS_DEFAULTS[error.status] ?? (error.status >= 500 ? STATUS_DEFAULTS[500] : 'Please try again.');
  return `${PROFILE_TEXT.failed} (Status: ${error.status}) ${server ?? fallback}`;
}
