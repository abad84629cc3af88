import { apiErrorSchema, geodaeExportQuerySchema, geodaeReportSchema, ODBL_LICENSE_URL } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendStreamedDownload } from '../list-export/streamed-download';
import { geodaeCsv, geodaeReport } from './geodae-export';

const tags = ['admin: registry formats'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The registry in Géo'DAE's shape for national registries and dispatch centres: serial numbers and
 * expiry dates are in it, so it is for admins, not the public open data.
 */
export async function geodaeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/admin/aed/export.geodae.csv',
    { ...admin, schema: { tags, description: "Every AED (or those in `bbox`, of `accessibility`) as Géo'DAE 1.0.8 CSV, Slovenian profile (docs/formats.md).", querystring: geodaeExportQuerySchema } },
    async (request, reply) =>
      sendStreamedDownload(request, reply, geodaeCsv(db, request.query), {
        type: 'text/csv; charset=utf-8',
        fileName: 'aed-atlas-geodae.csv',
        cacheControl: 'private, no-store',
        headers: { link: `<${ODBL_LICENSE_URL}>; rel="license"` },
      }),
  );

  app.get(
    '/admin/aed/export.geodae/report',
    { ...admin, schema: { tags, description: "How complete the Géo'DAE export is, per required field.", querystring: geodaeExportQuerySchema.omit({ plain: true }), response: { 200: geodaeReportSchema, ...errors } } },
    async (request) => geodaeReport(db, request.query),
  );
}
