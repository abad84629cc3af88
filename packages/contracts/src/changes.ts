import { z } from 'zod';
import { aedSchema } from './aed';
import { safeText } from './common';
import { decimalFromText, numberParam } from './paging';

/**
 * What happened to an AED, as the change feed (GET /api/changes) names it:
 * - added: a new AED (created, imported, restored from the trash);
 * - changed: any field a client sees changed, its state aside;
 * - state: its functioning state or its out-of-service reason changed (a street report, a check,
 *   an admin's resolve);
 * - removed: deleted (moved to the trash, deleted for good) or its state became `removed`
 *   (Géo'DAE "absent définitivement"): a client takes it off its map.
 */
export const AED_CHANGE_KINDS = ['added', 'changed', 'state', 'removed'] as const;
export type AedChangeKind = (typeof AED_CHANGE_KINDS)[number];

/**
 * The AED as a change carries it: the public AED without its pictures (they live in a table of
 * their own), and whether a cabinet code is on file (`hasCabinetCode`, as the console's AED and
 * the dispatch view say it): a dispatch centre's copy tells a caller that the code comes from 112.
 * The database builds it from this exact column list (public.aed_public_fields, migrations 0046
 * and 0050): nothing that is not listed here, such as the code, its sealed value or its key id,
 * can reach the feed. A dispatcher's reveal (possibly in use) is not a change of the AED.
 */
export const aedChangeSnapshotSchema = aedSchema.omit({ pictures: true, possiblyInUseUntil: true }).extend({ hasCabinetCode: z.boolean() });
export type AedChangeSnapshot = z.infer<typeof aedChangeSnapshotSchema>;
export const AED_CHANGE_FIELDS = Object.keys(aedChangeSnapshotSchema.shape) as (keyof AedChangeSnapshot)[];

export const aedChangeSchema = z.object({
  seq: z.number().int(),
  kind: z.enum(AED_CHANGE_KINDS),
  aedId: z.uuid(),
  at: z.string(),
  /** The AED after the change; null when it was deleted. */
  aed: aedChangeSnapshotSchema.nullable(),
});
export type AedChange = z.infer<typeof aedChangeSchema>;

export const changesPageSchema = z.object({
  changes: z.array(aedChangeSchema),
  /** The `after` of the next page: the last seq of this page, or the `after` asked for when empty. */
  next: z.number().int(),
  hasMore: z.boolean(),
});
export type ChangesPage = z.infer<typeof changesPageSchema>;

export const CHANGES_PAGE_DEFAULT = 500;
export const CHANGES_PAGE_MAX = 1000;
const AREA_NAME_MAX = 100;

/** An area of the feed: the AEDs of one municipality, or those inside a box of WGS 84 degrees. */
export type ChangesArea = { municipality: string } | { box: { minLon: number; minLat: number; maxLon: number; maxLat: number } };

const boxOf = (text: string, ctx: z.RefinementCtx): ChangesArea | typeof z.NEVER => {
  const parts = text.split(',').map((p) => decimalFromText(p.trim()));
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return fail('A box is box:minLon,minLat,maxLon,maxLat in degrees');
  const [minLon, minLat, maxLon, maxLat] = parts;
  if ([minLon, maxLon].some((n) => n < -180 || n > 180)) return fail('Longitudes are from -180 to 180');
  if ([minLat, maxLat].some((n) => n < -90 || n > 90)) return fail('Latitudes are from -90 to 90');
  if (minLon > maxLon || minLat > maxLat) return fail('The minimum must not be above the maximum');
  return { box: { minLon, minLat, maxLon, maxLat } };
};

/**
 * `municipality:<name>` (any case, with or without diacritics) or `box:minLon,minLat,maxLon,maxLat`:
 * the feed's `?area=` and a webhook subscription's area.
 */
export const changesAreaSchema = safeText()
  .max(AREA_NAME_MAX + 20, `At most ${AREA_NAME_MAX + 20} characters`)
  .transform((text, ctx): ChangesArea | typeof z.NEVER => {
    const [prefix, ...rest] = text.split(':');
    const value = rest.join(':').trim();
    if (prefix === 'box') return boxOf(value, ctx);
    if (prefix === 'municipality' && value) return { municipality: value };
    ctx.addIssue({ code: 'custom', message: 'Must be municipality:<name> or box:minLon,minLat,maxLon,maxLat' });
    return z.NEVER;
  });
const areaParam = changesAreaSchema.optional();

/** GET /api/changes (and /api/changes.atom): the changes after a seq, in seq order. */
export const changesQuerySchema = z.object({
  after: numberParam(
    z.number({ message: 'Must be a number' }).int('Must be a whole number').min(0, 'Must be 0 or more').max(Number.MAX_SAFE_INTEGER, 'Too large').default(0),
  ),
  limit: numberParam(
    z
      .number({ message: 'Must be a number' })
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(CHANGES_PAGE_MAX, `At most ${CHANGES_PAGE_MAX}`)
      .default(CHANGES_PAGE_DEFAULT),
  ),
  area: areaParam,
});
export type ChangesQuery = z.infer<typeof changesQuerySchema>;
