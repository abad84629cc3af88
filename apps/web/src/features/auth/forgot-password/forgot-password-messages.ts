import { ApiError } from '../../../lib/http';

export const RESET_EMAIL_SENT = 'Password reset email sent! Please check your inbox.';
export const RESET_EMAIL_FAILED = 'Failed to send password reset email. Please try again.';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * 000 §8: the server's message, else the error description, else the error text, else the
 * fallback. A call that got no answer at all says so ('No response from server...').
 */
export function forgotPasswordErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (typeof body === 'string') return text(body) ?? RESET_EMAIL_FAILED;
    if (body && typeof body === 'object') {
      const { message, error_description, error: errorText } = body as Record<string, unknown>;
      return text(message) ?? text(error_description) ?? text(errorText) ?? RESET_EMAIL_FAILED;
    }
    return error.status === 0 ? error.message : RESET_EMAIL_FAILED;
  }
  return RESET_EMAIL_FAILED;
}
