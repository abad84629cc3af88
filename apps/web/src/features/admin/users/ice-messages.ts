import { ApiError } from '../../../lib/http';

/** 001 §8 "ICE save" and "ICE delete", word for word; the success texts are ours (not shown). */
export const ADMIN_ICE_TEXT = {
  phoneTaken: 'This phone number is already in use. Please use a different phone number.',
  emailTaken: 'This email is already in use. Please use a different email address.',
  contactTaken: 'This contact information already exists in the system.',
  invalidData: 'Invalid data provided. Please check your inputs and try again.',
  saveFailed: 'Failed to save ICE contact. Please try again.',
  saveServerError: 'Server error occurred. Please try again or contact support.',
  saveBadRequest: 'Invalid data provided. Please check your inputs.',
  deleteNotFound: 'ICE contact not found. It may have been already deleted.',
  deleteForbidden: 'You do not have permission to delete this contact.',
  deleteServerError: 'Server error occurred. Please try again later.',
  deleteFailed: 'Failed to delete ICE contact',
  added: 'ICE contact added successfully',
  updated: 'ICE contact updated successfully',
  deleted: 'ICE contact deleted successfully',
  confirmDelete: 'Are you sure you want to delete this ICE contact?',
  empty: 'No ICE contacts configured',
} as const;

/** 001 §8: the ICE error toast closes after 5000 ms. */
export const ICE_ERROR_TOAST_MS = 5000;

// Our server says 'already used by another ICE contact'; other back ends say 'duplicate key' or 'already exists'.
const DUPLICATE = /duplicate|already (exists|used|in use|taken|registered)|unique/i;
const CONSTRAINT = /constraint/i;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The failure's own words: the server's message, a plain-text body, or (no answer) the client's. */
function messageOf(error: unknown): { status: number; message: string | null } {
  if (error instanceof ApiError) {
    const body = error.body;
    const fromBody = typeof body === 'string' ? text(body) : body && typeof body === 'object' ? text((body as Record<string, unknown>).message) : null;
    return { status: error.status, message: fromBody ?? (error.status === 0 ? text(error.message) : null) };
  }
  return { status: -1, message: error instanceof Error ? text(error.message) : null };
}

/** The toast after a failed add or edit of an ICE contact (001 §8 "ICE save"). */
export function iceSaveErrorMessage(error: unknown): string {
  const { status, message } = messageOf(error);
  if (message) {
    if (DUPLICATE.test(message)) {
      if (/phone/i.test(message)) return ADMIN_ICE_TEXT.phoneTaken;
      if (/e-?mail/i.test(message)) return ADMIN_ICE_TEXT.emailTaken;
      return ADMIN_ICE_TEXT.contactTaken;
    }
    if (CONSTRAINT.test(message)) return ADMIN_ICE_TEXT.invalidData;
    return message.length < 200 ? message : ADMIN_ICE_TEXT.saveFailed;
  }
  if (status === 500) return ADMIN_ICE_TEXT.saveServerError;
  if (status === 400) return ADMIN_ICE_TEXT.saveBadRequest;
  return ADMIN_ICE_TEXT.saveFailed;
}

/** The toast after a failed delete (001 §8 "ICE delete"). */
export function iceDeleteErrorMessage(error: unknown): string {
  const { status, message } = messageOf(error);
  if (status === 404 || /not found/i.test(message ?? '')) return ADMIN_ICE_TEXT.deleteNotFound;
  if (status === 403 || /permission|forbidden/i.test(message ?? '')) return ADMIN_ICE_TEXT.deleteForbidden;
  if (status === 500) return ADMIN_ICE_TEXT.deleteServerError;
  return ADMIN_ICE_TEXT.deleteFailed;
}
