import { UPLOAD_RETRY_STATUSES } from '@aedatlas/contracts';
import { ApiError, SessionExpiredError } from '../api-client';
import { errorMessageOf } from '../http';

/** 002 §8: the text shown when no answer came at all. */
export const NETWORK_ERROR_MESSAGE = 'Network error: No response from server...';
export const RETRIES_EXHAUSTED_MESSAGE = 'Upload failed after retries';
export const UPLOAD_FAILED_MESSAGE = 'Upload failed';

/** A failed upload step. `status` 0: no answer; undefined: refused in the browser before any call. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

const STATUS_MESSAGES: Record<number, string> = {
  401: 'Authentication required. Please log in.',
  403: 'Upload URL expired or access denied. Please try again.',
  404: 'Entity not found. Please verify the ID.',
  413: 'File too large. Please choose a smaller file.',
};

/** 002 §8: the fixed text for a status, else the server's message, else '{context} ({status})'. */
export function uploadErrorMessage(status: number, body: unknown, context: string): string {
  if (status === 0) return NETWORK_ERROR_MESSAGE;
  return STATUS_MESSAGES[status] ?? errorMessageOf(body, `${context} (${status})`);
}

/** Any failure of a step as an UploadError with the seeds' text. */
export function toUploadError(error: unknown, context: string): UploadError {
  if (error instanceof UploadError) return error;
  if (error instanceof SessionExpiredError) return new UploadError(STATUS_MESSAGES[401], 401);
  if (error instanceof ApiError) {
    // http.ts words the fallback itself; the upload client says '{context} ({status})' instead.
    const body = error.body ?? (error.message.startsWith('Request failed (') ? null : error.message);
    return new UploadError(uploadErrorMessage(error.status, body, context), error.status);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new UploadError(message || UPLOAD_FAILED_MESSAGE);
}

const TRANSIENT_TEXT = /network|timeout|timed out|connection refused/i;

/** 002 §8: network, timeout and connection-refused failures and 408/429/5xx answers are worth another try. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (error instanceof UploadError && error.status !== undefined) {
    return error.status === 0 || UPLOAD_RETRY_STATUSES.includes(error.status);
  }
  return error instanceof Error && TRANSIENT_TEXT.test(error.message);
}
