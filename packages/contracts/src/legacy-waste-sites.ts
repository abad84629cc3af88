import { z } from 'zod';
import { legacyListQuerySchema } from './legacy-paging';

/** 002 §9: the waste site map opens at this zoom. */
export const WASTE_SITE_MAP_ZOOM = 13;

/**
 * A waste site (002 §3): a reported dump at a place. `timestamp` is when it was reported (ISO).
 * `imageUrl` is a signed address of its photo (valid for `DOWNLOAD_URL_TTL_S`, handed out to
 * admins only with each list) or null when it has none: the photo lives in file storage under
 * `site-images/{wasteSiteId}/`, attached to the site as a `WASTE_SITE` file.
 */
export const wasteSiteSchema = z.object({
  wasteSiteId: z.uuid(),
  description: z.string(),
  geoAddress: z.string().nullable(),
  timestamp: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  imageUrl: z.string().nullable(),
});
export type WasteSite = z.infer<typeof wasteSiteSchema>;

/** Columns the waste sites table sorts by; the API's sortBy names. */
export const WASTE_SITE_SORT = ['description', 'geoAddress', 'timestamp', 'latitude', 'longitude'] as const;
export type WasteSiteSortBy = (typeof WASTE_SITE_SORT)[number];

/** GET WasteSites: paged from 0, 12 a page, searched over description and address, newest first. */
export const wasteSiteListQuerySchema = legacyListQuerySchema(WASTE_SITE_SORT, 'timestamp', 'desc');
export type WasteSiteListQuery = z.output<typeof wasteSiteListQuerySchema>;
