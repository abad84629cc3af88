import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  STREET_REPORT_PHOTO_MAX_BYTES,
  STREET_REPORT_PHOTO_MINUTES,
  STREET_REPORT_PHOTO_TYPES,
  apiErrorSchema,
  streetReportPhotoAnswerSchema,
  streetReportPhotoParamsSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, conflict, forbidden, unsupportedMediaType } from '../../plugins/http-errors';
import { SNIFF_BYTES, checkContent, checkDeclaredType, reencodeImage, tooLarge } from '../files/file-checks';
import { attachPhoto, photoTokenValid } from './street-reports.repo';
import { hashPhotoToken } from './photo-token';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema };
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const TYPES_MESSAGE = 'The photo must be a JPEG, PNG or WebP image';
const NO_LONGER = `A photo can be added once, within ${STREET_REPORT_PHOTO_MINUTES} minutes of sending the report, from the page that sent it.`;

/**
 * One photo with a report from the street. There is no account: the receipt's token says the
 * sender is the one adding it. The bytes are checked (name, type, magic bytes, pixel limit) and
 * encoded again before they are kept; only admins see them, through short-lived signed addresses.
 */
export async function streetReportPhotoRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, { limits: { fileSize: STREET_REPORT_PHOTO_MAX_BYTES, files: 1, fields: 1, fieldSize: 200, parts: 2 } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    '/aed/:id/reports/:reportId/photo',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['street reports'],
        description: `Multipart: the receipt's \`token\` field, then the \`file\` (JPEG, PNG or WebP, at most 5 MB).`,
        consumes: ['multipart/form-data'],
        params: streetReportPhotoParamsSchema,
        response: { 201: streetReportPhotoAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw unsupportedMediaType('Send the photo as multipart/form-data', { file: 'No file provided' });
      const part = await request.file();
      if (!part) throw badRequest('No file provided', { file: 'No file provided' });
      const token = part.fields.token && 'value' in part.fields.token && typeof part.fields.token.value === 'string' ? part.fields.token.value : '';
      const { id: aedId, reportId } = request.params;
      const tokenHash = hashPhotoToken(token);
      if (!token || !(await photoTokenValid(db, aedId, reportId, tokenHash))) {
        part.file.resume();
        throw forbidden(NO_LONGER);
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
      const key = `street-reports/${reportId}-${randomUUID()}.${EXTENSIONS[declared.contentType]}`;
      await app.storage.driver.put(key, stored, declared.contentType);
      // A second send that raced this one, or a token that ran out meanwhile, loses: its bytes go.
      if (!(await attachPhoto(db, aedId, reportId, tokenHash, { key, contentType: declared.contentType }))) {
        await app.storage.driver.delete(key).catch(() => undefined);
        throw conflict(NO_LONGER);
      }
      return reply.code(201).send({ reportId, contentType: declared.contentType, size: stored.length });
    },
  );
}
