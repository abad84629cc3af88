import { en } from '../../../i18n/en';
import { translateMessage } from '../../../i18n';
import { i18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/http';

/** 000 §8 in English; the screen shows them in the language on screen. */
export const RESET_EMAIL_SENT = en.auth.forgot.sent;
export const RESET_EMAIL_FAILED = en.auth.forgot.failed;

const failed = () => i18n.t('auth:forgot.failed');

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * 000 §8: the server's message, else the error description, else the error text, else the
 * fallback. A call that got no answer at all says so ('No response from server...'). Known
 * English messages come in the language on screen; other server words as they are.
 */
export function forgotPasswordErrorMessage(error: unknown): string {
  return translateMessage(forgotPasswordErrorText(error));
}

function forgotPasswordErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (typeof body === 'string') return text(body) ?? failed();
    if (body && typeof body === 'object') {
      const { message, error_description, error: errorText } = body as Record<string, unknown>;
      return text(message) ?? text(error_description) ?? text(errorText) ?? failed();
    }
    return error.status === 0 ? error.message : failed();
  }
  return failed();
}
