import {
  CATALOGUE_PATHS,
  SCORED_CATALOGUE_PATHS,
  SCORED_CATALOGUES,
  apiErrorSchema,
  clubCategoryTypeSchema,
  clubTypeSchema,
  liveMiningCategorySchema,
  scoredTypeSchema,
  weatherTypeSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listClubCategoryTypes, listClubTypes, listLiveMiningCategories, listScoredTypes, listWeatherTypes } from './catalogues.repo';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['legacy catalogues'];

/**
 * The read-only type catalogues of the legacy dashboard (002 §7): small reference lists, each a
 * bare sorted array. Admins only, also where the path has no admin/ in it.
 */
export async function legacyCatalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const route = <T extends z.ZodType>(url: string, item: T, list: () => Promise<z.infer<T>[]>, description: string) =>
    app.get(url, { onRequest: app.requireAdmin, schema: { tags, description, response: { 200: z.array(item), ...errors } } }, () => list());

  for (const catalogue of SCORED_CATALOGUES) {
    route(SCORED_CATALOGUE_PATHS[catalogue], scoredTypeSchema, () => listScoredTypes(db, catalogue), `The ${catalogue} types, by order number`);
  }
  route(CATALOGUE_PATHS.weatherTypes, weatherTypeSchema, () => listWeatherTypes(db), 'Weather types, by weather type number');
  route(CATALOGUE_PATHS.clubTypes, clubTypeSchema, () => listClubTypes(db), 'Club types, by name');
  route(CATALOGUE_PATHS.clubCategoryTypes, clubCategoryTypeSchema, () => listClubCategoryTypes(db), 'Club category types, by name');
  route(CATALOGUE_PATHS.liveMiningCategories, liveMiningCategorySchema, () => listLiveMiningCategories(db), 'Live mining categories, by name');
}
