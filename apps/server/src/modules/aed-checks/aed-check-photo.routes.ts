import { STREET_REPORT_PHOTO_MINUTES, apiErrorSchema, checkCodeParamsSchema, checkPhotoAnswerSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { receiveReceiptPhoto, registerReceiptPhotoMultipart } from '../street-reports/receipt-photo';
import { attachCheckPhoto, checkOfPhotoToken } from './aed-checks.repo';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema };
const NO_LONGER = `A photo can be added once, within ${STREET_REPORT_PHOTO_MINUTES} minutes of the check, from the page that sent it.`;

/**
 * One photo with a visitor's check at the QR label, as with street reports (receipt-photo.ts):
 * the receipt's token names the check, the photo is encoded again without its EXIF and kept in
 * the storage for the AED's admins.
 */
export async function aedCheckPhotoRoutes(fastify: FastifyInstance) {
  await registerReceiptPhotoMultipart(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    '/check/:code/photo',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['checks'],
        description: `Multipart: the check receipt's \`token\` field, then the \`file\` (JPEG, PNG or WebP, at most 5 MB).`,
        consumes: ['multipart/form-data'],
        params: checkCodeParamsSchema,
        response: { 201: checkPhotoAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      let checkId = '';
      const stored = await receiveReceiptPhoto(app, request, {
        keyPrefixFor: async (tokenHash) => {
          checkId = (await checkOfPhotoToken(db, code, tokenHash)) ?? '';
          return checkId ? `aed-checks/${checkId}` : undefined;
        },
        attach: (tokenHash, photo) => attachCheckPhoto(db, code, tokenHash, photo),
        refusal: NO_LONGER,
      });
      return reply.code(201).send({ checkId, ...stored });
    },
  );
}
