import { en } from '../../../i18n/en';
import { i18n } from '../../../i18n/i18n';
import { translateMessage } from '../../../i18n/messages';
import { ApiError } from '../../../lib/http';

/** 000 §2.8 and §8, word for word (English; the screen shows them in the language on screen). */
export const ICE_TEXT = {
  loading: en.account.ice.loading,
  loadFailed: en.account.ice.loadFailed,
  empty: en.account.ice.empty,
  addFirst: en.account.ice.addFirst,
  added: en.account.ice.added,
  updated: en.account.ice.updated,
  deleted: en.account.ice.deleted,
} as const;

export type IceAction = 'save' | 'delete';

const PREFIX = { save: 'account:ice.saveFailed', delete: 'account:ice.deleteFailed' } as const;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

function statusDefault(action: IceAction, status: number): string {
  switch (status) {
    case 400:
      return i18n.t(action === 'save' ? 'account:statusDefaults.invalidContact' : 'account:statusDefaults.invalidRequest');
    case 401:
      return i18n.t('account:statusDefaults.unauthorized');
    case 404:
      return i18n.t('account:statusDefaults.contactNotFound');
    case 500:
      return i18n.t('account:statusDefaults.serverError');
    default:
      return i18n.t('account:statusDefaults.tryAgain');
  }
}

/**
 * The failure toast (000 §8): the prefix, '(Status: {code}) ', then the server's message, else
 * the error text, else a plain-string body, else a default by status. No answer at all:
 * 'No response from server. Please check your connection.' In the language on screen; a server
 * message it does not know is shown as it came.
 */
export function iceErrorMessage(action: IceAction, error: unknown): string {
  const prefix = i18n.t(PREFIX[action]);
  if (!(error instanceof ApiError)) return `${prefix}${statusDefault(action, -1)}`;
  if (error.status === 0) return `${prefix}${translateMessage(error.message)}`;
  const body = error.body;
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const detail = text(fields.message) ?? text(fields.error) ?? (typeof body === 'string' ? text(body) : null);
  return `${prefix}${i18n.t('account:statusDefaults.status', { status: error.status })} ${detail ? translateMessage(detail) : statusDefault(action, error.status)}`;
}
