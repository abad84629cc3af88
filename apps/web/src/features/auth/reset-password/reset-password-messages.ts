import { unmetPasswordRules } from '@aedatlas/contracts';
import { ApiError } from '../../../lib/http';

/** 000 §2.6, §8, word for word. */
export const INVALID_RESET_LINK = 'Invalid reset link. Please request a new password reset.';
export const RESET_SUCCESS = 'Password reset successfully! Redirecting to login...';
export const RESET_SUCCESS_TOAST = 'Password successfully updated';
export const RESET_FAILED = 'Failed to reset password. Please try again.';

/** The five rules of 000 §5 in their order: an empty password meets none of them. */
export const PASSWORD_RULE_LABELS = unmetPasswordRules('');

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

export interface ResetFailure {
  /** For the banner: the server's message, else the fallback. */
  message: string;
  /** The server's word on the new password (errors.newPassword), for the field. */
  fieldError: string | null;
  /** The link itself is the problem (unknown, used or expired token): offer a new one. */
  linkProblem: boolean;
}

export function resetPasswordError(error: unknown): ResetFailure {
  if (!(error instanceof ApiError)) return { message: RESET_FAILED, fieldError: null, linkProblem: false };
  if (error.status === 0) return { message: error.message, fieldError: null, linkProblem: false };
  const body = error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
  const fields = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, unknown>) : {};
  const fieldError = text(fields.newPassword);
  const message = text(body.message) ?? (typeof error.body === 'string' ? text(error.body) : null) ?? fieldError ?? RESET_FAILED;
  return { message, fieldError, linkProblem: error.status === 400 && !fieldError };
}
