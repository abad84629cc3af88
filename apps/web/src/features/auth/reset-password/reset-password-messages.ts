import { unmetPasswordRules } from '@aedatlas/contracts';
import { en } from '../../../i18n/en';
import { i18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/http';

/** 000 §2.6, §8, word for word (English; the screen shows them in the language on screen). */
export const INVALID_RESET_LINK = en.messages.invalidResetLink;
export const RESET_SUCCESS = en.auth.reset.success;
export const RESET_SUCCESS_TOAST = en.auth.reset.successToast;
export const RESET_FAILED = en.auth.reset.failed;

const failed = () => i18n.t('auth:reset.failed');

/** The five rules of 000 §5 in their order, in English (translateMessage shows them): an empty password meets none of them. */
export const PASSWORD_RULE_LABELS = unmetPasswordRules('');

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

export interface ResetFailure {
  /** For the banner: the server's message (English, for translateMessage), else the fallback in the language on screen. */
  message: string;
  /** The server's word on the new password (errors.newPassword), for the field. */
  fieldError: string | null;
  /** The link itself is the problem (unknown, used or expired token): offer a new one. */
  linkProblem: boolean;
}

export function resetPasswordError(error: unknown): ResetFailure {
  if (!(error instanceof ApiError)) return { message: failed(), fieldError: null, linkProblem: false };
  if (error.status === 0) return { message: error.message, fieldError: null, linkProblem: false };
  const body = error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
  const fields = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, unknown>) : {};
  const fieldError = text(fields.newPassword);
  const message = text(body.message) ?? (typeof error.body === 'string' ? text(error.body) : null) ?? fieldError ?? failed();
  return { message, fieldError, linkProblem: error.status === 400 && !fieldError };
}
