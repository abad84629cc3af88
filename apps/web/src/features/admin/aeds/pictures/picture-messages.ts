import { ApiError, SessionExpiredError } from '../../../../lib/api-client';

const SERVER_URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** 001 §5 'Picture URL': trimmed, a web address; otherwise the message names this site as the example. */
export function pictureUrlError(raw: string, origin: string): string | null {
  const url = raw.trim();
  const message = `Please enter a valid URL (e.g., ${origin}/image.jpg)`;
  if (!url || !SERVER_URL_PATTERN.test(url)) return message;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? null : message;
  } catch {
    return message;
  }
}

const UNAUTHORIZED = 'Unauthorized. Please check your login status.';
const isUnauthorized = (error: unknown) => error instanceof SessionExpiredError || (error instanceof ApiError && error.status === 401);

/** 001 §8 'Add picture'. */
export function addPictureError(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return 'Invalid picture URL. Please check the format and try again.';
  if (isUnauthorized(error)) return UNAUTHORIZED;
  return 'Failed to add picture. Please try again.';
}

/** 001 §8 'Delete picture'. */
export function deletePictureError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'Picture not found or already deleted.';
  if (isUnauthorized(error)) return UNAUTHORIZED;
  return 'Failed to delete picture. Please try again.';
}
