import { z } from 'zod';
import { ACCESSIBILITY, type Accessibility } from './aed';
import { queryFlag } from './map-tiles';

/** The attribution every export of the registry carries: its OpenStreetMap data is under ODbL 1.0. */
export const ODBL_ATTRIBUTION = 'AED data © OpenStreetMap contributors and AED Atlas, available under the Open Database License (ODbL 1.0)';
export const ODBL_LICENSE_URL = 'https://opendatacommons.org/licenses/odbl/1-0/';

/**
 * The columns of the CSV export, in order: Overpass-style (`@id`, `@type`, `@lat`, `@lon`), then
 * OpenStreetMap tags of `emergency=defibrillator`, then the registry's own (`ref:aedatlas`, its id;
 * `aedatlas:accessibility`; `aedatlas:state`, its functioning state; `aedatlas:last_confirmed`,
 * when someone last confirmed it is there and ready). A file in this shape reads back through the
 * OSM importer. AEDs removed for good are not exported.
 */
export const AED_EXPORT_COLUMNS = [
  '@id',
  '@type',
  '@lat',
  '@lon',
  'emergency',
  'name',
  'description',
  'defibrillator:location',
  'level',
  'opening_hours',
  'access',
  'indoor',
  'operator',
  'phone',
  'email',
  'addr:full',
  'addr:postcode',
  'addr:city',
  'addr:country',
  'model',
  'check_date',
  'ref:aedatlas',
  'aedatlas:accessibility',
  'aedatlas:state',
  'aedatlas:last_confirmed',
] as const;
export type AedExportColumn = (typeof AED_EXPORT_COLUMNS)[number];

const BBOX_MESSAGE = 'Must be minLon,minLat,maxLon,maxLat with minLon < maxLon and minLat < maxLat';

/** `bbox=minLon,minLat,maxLon,maxLat` (the GeoJSON order), degrees. */
export const bboxParam = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const parts = value.split(',').map((p) => (p.trim() === '' ? Number.NaN : Number(p)));
    const [minLon, minLat, maxLon, maxLat] = parts;
    const ok =
      parts.length === 4 &&
      parts.every(Number.isFinite) &&
      minLon >= -180 &&
      maxLon <= 180 &&
      minLat >= -90 &&
      maxLat <= 90 &&
      minLon < maxLon &&
      minLat < maxLat;
    if (!ok) {
      ctx.addIssue({ code: 'custom', message: BBOX_MESSAGE });
      return z.NEVER;
    }
    return { minLon, minLat, maxLon, maxLat };
  });

/** `accessibility=FULL_24H,WORKING_HOURS`: any of the registry's accessibility values. */
const accessibilityList = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const wanted = value
      .split(',')
      .map((v) => v.trim().toUpperCase())
      .filter(Boolean);
    const unknown = wanted.filter((v) => !(ACCESSIBILITY as readonly string[]).includes(v));
    if (!wanted.length || unknown.length) {
      ctx.addIssue({ code: 'custom', message: `Must be one or more of ${ACCESSIBILITY.join(', ')}` });
      return z.NEVER;
    }
    return [...new Set(wanted)] as Accessibility[];
  });

/** GET aed/export.geojson and aed/export.csv: every AED, or those in a box, of some accessibility, open now. */
export const aedExportQuerySchema = z.object({
  bbox: bboxParam.optional(),
  accessibility: accessibilityList.optional(),
  /** Only AEDs available now: 24/7, or open at this minute by their opening hours (Europe/Ljubljana). */
  openNow: queryFlag(),
});
export type AedExportQuery = z.infer<typeof aedExportQuerySchema>;
