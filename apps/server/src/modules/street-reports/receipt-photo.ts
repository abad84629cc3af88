import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { STREET_REPORT_PHOTO_MAX_BYTES, STREET_REPORT_PHOTO_TYPES } from '@aedatlas/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, forbidden, unsupportedMediaType } from '../../plugins/http-errors';
import { SNIFF_BYTES, checkContent, checkDeclaredType, reencodeImage, tooLarge } from '../files/file-checks';
import { hashPhotoToken } from './photo-token';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const TYPES_MESSAGE = 'The photo must be a JPEG, PNG or WebP image';

/** Multipart as a receipt's photo comes: the `token` field, then one file of at most 5 MB. */
export const registerReceiptPhotoMultipart = (scope: FastifyInstance) =>
  scope.register(multipart, { limits: { fileSize: STREET_REPORT_PHOTO_MAX_BYTES, files: 1, fields: 1, fieldSize: 200, parts: 2 } });

/** Where a receipt's photo goes, and how its token is checked and spent (a street report, a check). */
export interface ReceiptPhotoClaim {
  /**
   * Where the photo of the token (by its hash) is stored, the key's start (`street-reports/<id>`);
   * undefined when the token is wrong, spent or out of time.
   */
  keyPrefixFor(tokenHash: string): Promise<string | undefined>;
  /** Records the stored photo and spends the token; false when another send or the clock came first. */
  attach(tokenHash: string, photo: { key: string; contentType: string }): Promise<boolean>;
  /** What a sender whose token is wrong, spent or out of time reads. */
  refusal: string;
}

/**
 * One photo with a receipt, sent without an account: the receipt's token says the sender is the
 * one adding it. The bytes are checked (name, type, magic bytes, pixel limit) and encoded again
 * (no EXIF, so no position) before they are kept; a refusal does not spend the token.
 */
export async function receiveReceiptPhoto(app: FastifyInstance, request: FastifyRequest, claim: ReceiptPhotoClaim): Promise<{ contentType: string; size: number }> {
  if (!request.isMultipart()) throw unsupportedMediaType('Send the photo as multipart/form-data', { file: 'No file provided' });
  const part = await request.file();
  if (!part) throw badRequest('No file provided', { file: 'No file provided' });
  const field = part.fields.token;
  const token = field && 'value' in field && typeof field.value === 'string' ? field.value : '';
  const tokenHash = hashPhotoToken(token);
  const keyPrefix = token ? await claim.keyPrefixFor(tokenHash) : undefined;
  if (!keyPrefix) {
    part.file.resume();
    throw forbidden(claim.refusal);
  }
  const declared = checkDeclaredType(part.filename || 'photo', part.mimetype);
  if (!(STREET_REPORT_PHOTO_TYPES as readonly string[]).includes(declared.contentType)) {
    part.file.resume();
    throw unsupportedMediaType(TYPES_MESSAGE, { file: TYPES_MESSAGE });
  }
  const bytes = await part.toBuffer().catch((error: { statusCode?: number }) => {
    if (error.statusCode === 413) throw tooLarge(STREET_REPORT_PHOTO_MAX_BYTES + 1, STREET_REPORT_PHOTO_MAX_BYTES);
    throw error;
  });
  if (!bytes.length) throw badRequest('No file provided', { file: 'No file provided' });
  await checkContent(bytes.subarray(0, SNIFF_BYTES), declared.contentType);
  const stored = await reencodeImage(bytes, declared.contentType);
  // A key of its own per send: a losing racer's clean-up never touches the winner's bytes.
  const key = `${keyPrefix}-${randomUUID()}.${EXTENSIONS[declared.contentType]}`;
  await app.storage.driver.put(key, stored, declared.contentType);
  // A second send that raced this one, or a token that ran out meanwhile, loses: its bytes go.
  if (!(await claim.attach(tokenHash, { key, contentType: declared.contentType }))) {
    await app.storage.driver.delete(key).catch(() => undefined);
    throw conflict(claim.refusal);
  }
  return { contentType: declared.contentType, size: stored.length };
}
