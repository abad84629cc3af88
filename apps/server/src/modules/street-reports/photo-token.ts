import { createHash, randomBytes } from 'node:crypto';
import { STREET_REPORT_PHOTO_MINUTES } from '@aedatlas/contracts';

/**
 * The receipt's photo token: a random secret handed to the sender once; only its hash is kept,
 * so the database alone cannot add a photo to someone's report.
 */
export const hashPhotoToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function newPhotoToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashPhotoToken(token), expiresAt: new Date(Date.now() + STREET_REPORT_PHOTO_MINUTES * 60_000) };
}
