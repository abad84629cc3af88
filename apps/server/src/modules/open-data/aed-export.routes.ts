import { aedExportQuerySchema, ODBL_LICENSE_URL } from '@aedatlas/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { errorBody } from '../../plugins/errors';
import { aedReadAccess } from '../aeds/aeds.routes';
import { createOpenHours } from '../map-tiles/open-now';
import { exportedAeds, type ExportFilter } from './aed-export.repo';
import { sendStreamedDownload } from '../list-export/streamed-download';
import { csvRow, csvStart, GEOJSON_END, geoJsonFeature, geoJsonStart } from './aed-export.format';
import { createDownloadSlots } from './download-slots';

const tags = ['open data'];

/** What a download beyond OPEN_DATA_DOWNLOADS_AT_ONCE is told, with Retry-After. */
export const DOWNLOADS_BUSY_MESSAGE = 'Too many downloads of the AED registry are being made right now. Please try again in a minute.';
const BUSY_RETRY_AFTER_S = '30';

async function* geoJson(db: Db, q: ExportFilter): AsyncGenerator<string> {
  yield geoJsonStart(new Date());
  let first = true;
  for await (const batch of exportedAeds(db, q)) {
    yield batch.map((aed, i) => geoJsonFeature(aed, first && i === 0)).join('');
    first = false;
  }
  yield GEOJSON_END;
}

async function* csv(db: Db, q: ExportFilter): AsyncGenerator<string> {
  yield csvStart();
  for await (const batch of exportedAeds(db, q)) yield batch.map(csvRow).join('');
}

/** The registry as open data (OSM tags, ODbL), with the licence in the file and in a `Link` header. */
function stream(request: FastifyRequest, reply: FastifyReply, chunks: AsyncGenerator<string>, type: string, fileName: string, cache: 'public' | 'private') {
  return sendStreamedDownload(request, reply, chunks, { type, fileName, cacheControl: `${cache}, max-age=60`, headers: { link: `<${ODBL_LICENSE_URL}>; rel="license"` } });
}

/** GET aed/export.geojson and aed/export.csv, for everyone unless the map needs a login. */
export async function aedExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { guard, feed } = aedReadAccess(app);
  const cache = feed.private ? 'private' : 'public';
  const schema = (description: string) => ({ tags, description, querystring: aedExportQuerySchema });
  const openHours = createOpenHours(db, app.aedFeeds.changes);
  const slots = createDownloadSlots(app.config.openDataDownloadsAtOnce);
  // A slot before any work: a download refused costs nothing, and one taken is held to its end.
  const busy = {
    preHandler: async (_request: FastifyRequest, reply: FastifyReply) => {
      if (!slots.take(reply)) return reply.code(503).header('retry-after', BUSY_RETRY_AFTER_S).send(errorBody(503, DOWNLOADS_BUSY_MESSAGE));
    },
  };
  // 'Open now' is the minute the export starts: the opening hours open then, as the map's tiles say.
  const filterOf = async ({ openNow, ...q }: { openNow: boolean } & Omit<ExportFilter, 'openHours'>): Promise<ExportFilter> =>
    openNow ? { ...q, openHours: await openHours.at(Math.floor(Date.now() / 60_000)) } : q;

  app.get('/aed/export.geojson', { ...guard, ...busy, schema: schema('Every AED (or those in `bbox`, of `accessibility`, `openNow`) as a GeoJSON FeatureCollection of OSM tags, ODbL.') }, async (request, reply) =>
    stream(request, reply, geoJson(db, await filterOf(request.query)), 'application/geo+json; charset=utf-8', 'aed-atlas-aeds.geojson', cache),
  );
  app.get('/aed/export.csv', { ...guard, ...busy, schema: schema('The same as CSV: Overpass-style columns (`@id,@type,@lat,@lon`, OSM tags), ODbL.') }, async (request, reply) =>
    stream(request, reply, csv(db, await filterOf(request.query)), 'text/csv; charset=utf-8', 'aed-atlas-aeds.csv', cache),
  );
}
