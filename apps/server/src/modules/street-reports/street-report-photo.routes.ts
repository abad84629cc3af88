import { STREET_REPORT_PHOTO_MINUTES, apiErrorSchema, streetReportPhotoAnswerSchema, streetReportPhotoParamsSchema } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachPhoto, photoTokenValid } from './street-reports.repo';
import { receiveReceiptPhoto, registerReceiptPhotoMultipart } from './receipt-photo';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema };
const NO_LONGER = `A photo can be added once, within ${STREET_REPORT_PHOTO_MINUTES} minutes of sending the report, from the page that sent it.`;

/**
 * One photo with a report from the street (receipt-photo.ts): only admins see it, through
 * short-lived signed addresses.
 */
export async function streetReportPhotoRoutes(fastify: FastifyInstance) {
  await registerReceiptPhotoMultipart(fastify);
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
      const { id: aedId, reportId } = request.params;
      const stored = await receiveReceiptPhoto(app, request, {
        keyPrefixFor: async (tokenHash) => ((await photoTokenValid(db, aedId, reportId, tokenHash)) ? `street-reports/${reportId}` : undefined),
        attach: (tokenHash, photo) => attachPhoto(db, aedId, reportId, tokenHash, photo),
        refusal: NO_LONGER,
      });
      return reply.code(201).send({ reportId, ...stored });
    },
  );
}
