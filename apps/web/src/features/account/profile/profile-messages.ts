import { en } from '../../../i18n/en';
import { i18n } from '../../../i18n/i18n';
import { translateMessage } from '../../../i18n/messages';
import { ApiError } from '../../../lib/http';

/** 000 §2.7 and §8, word for word (English; the screen shows them in the language on screen). */
export const PROFILE_TEXT = {
  loadFailed: en.account.profile.loadFailed,
  reloadFailed: en.account.profile.reloadFailed,
  invalidForm: en.account.profile.invalidForm,
  failed: en.account.profile.failed,
} as const;

export const profileUpdatedMessage = (status: number) => i18n.t('account:profile.updated', { status });

const STATUS_DEFAULTS = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbiddenProfile',
  404: 'userNotFound',
  500: 'serverError',
} as const;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

function statusDefault(status: number): string {
  const key = STATUS_DEFAULTS[status as keyof typeof STATUS_DEFAULTS] ?? (status >= 500 ? STATUS_DEFAULTS[500] : 'tryAgain');
  return i18n.t(`account:statusDefaults.${key}`);
}

/**
 * The failure toast: 'Failed to update profile.' with the status and the server's message, or the
 * default for the status; no answer at all: 'No response from server. Please check your connection.'
 * In the language on screen; a server message it does not know is shown as it came.
 */
export function profileUpdateErrorMessage(error: unknown): string {
  const failed = i18n.t('account:profile.failed');
  if (!(error instanceof ApiError)) return `${failed} ${i18n.t('account:statusDefaults.tryAgain')}`;
  if (error.status === 0) return `${failed} ${translateMessage(error.message)}`;
  const body = error.body;
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const server = text(fields.message) ?? (typeof body === 'string' ? text(body) : null);
  const detail = server ? translateMessage(server) : statusDefault(error.status);
  return `${failed} ${i18n.t('account:statusDefaults.status', { status: error.status })} ${detail}`;
}
