import { DOWNLOAD_URL_TTL_S, apiErrorSchema, pagedSchema, wasteSiteListQuerySchema, wasteSiteSchema, type WasteSite } from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listWasteSites, type WasteSiteRow } from './waste-sites.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['legacy dashboard: waste sites'];
const WINDOW_S = 300;

/**
 * When a photo address handed out now expires: at least an hour away (002 §9), rounded up to the
 * next five minutes, so the same photo keeps the same address for a while and the browser's
 * cache serves it again when the list reloads.
 */
export const photoExpiry = (now = Date.now()) => new Date(Math.ceil((now / 1000 + DOWNLOAD_URL_TTL_S) / WINDOW_S) * WINDOW_S * 1000);

/** Waste sites of the legacy dashboard (002 §2, §7): admins only, although the path has no admin/. */
export async function wasteSiteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  // Photos are admin data: the list hands each admin a signed address (an hour), never a public one.
  const toDto = async (site: WasteSiteRow, photoKey: string | null): Promise<WasteSite> => ({
    wasteSiteId: site.id,
    description: site.description,
    geoAddress: site.geoAddress,
    timestamp: site.reportedAt.toISOString(),
    latitude: site.latitude,
    longitude: site.longitude,
    imageUrl: photoKey ? await app.storage.driver.downloadUrl(photoKey, photoExpiry()) : null,
  });

  app.get(
    '/WasteSites',
    { onRequest: app.requireAdmin, schema: { tags, querystring: wasteSiteListQuerySchema, response: { 200: pagedSchema(wasteSiteSchema), ...errors } } },
    async (request) => {
      const page = await listWasteSites(db, request.query);
      return { ...page, data: await Promise.all(page.data.map((r) => toDto(r.site, r.photoKey))) };
    },
  );
}
