import { z } from 'zod';
import { aedRouteSchema, nearestQuerySchema, usableNowSchema, WALKING_BASES } from './aed';
import { aedStateSchema, CONFIRMED_BY } from './aed-state';

/*
 * The dispatch view: what a 112 dispatcher tells a caller about the AEDs they can fetch now. Only
 * what helps find and open one: no serial numbers, lots, contacts or keepers.
 */

/** GET /api/dispatch/nearest: where the caller is, and (for tests and replays) the moment the hours are read for. */
export const dispatchNearestQuerySchema = nearestQuerySchema.pick({ lat: true, lon: true, at: true });
export type DispatchNearestQuery = z.infer<typeof dispatchNearestQuerySchema>;

/** How many AEDs the dispatch view gives. */
export const DISPATCH_NEAREST_COUNT = 5;

export const DISPATCH_HOURS_KINDS = ['always', 'closes', 'opens', 'unknown'] as const;

/**
 * The hours as a dispatcher says them: open around the clock, closes at, opens at (Ljubljana wall
 * time, YYYY-MM-DDTHH:MM), or unknown. `line` is the English sentence ("closes 18:00"); screens
 * write their own from `kind` and `at`.
 */
export const dispatchHoursSchema = z.object({
  kind: z.enum(DISPATCH_HOURS_KINDS),
  at: z.string().nullable(),
  line: z.string(),
});
export type DispatchHours = z.infer<typeof dispatchHoursSchema>;

export const dispatchAedSchema = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  floor: z.string().nullable(),
  locationDescription: z.string().nullable(),
  cabinetNotes: z.string().nullable(),
  /** The AED's first picture, null without one. */
  photoUrl: z.string().nullable(),
  accessibility: z.string(),
  openingHours: z.string().nullable(),
  hours: dispatchHoursSchema,
  usableNow: usableNowSchema,
  state: aedStateSchema,
  outOfService: z.string().nullable(),
  /** The last time someone confirmed it is there and ready (ISO), and who; null: never. */
  lastConfirmedAt: z.string().nullable(),
  lastConfirmedBy: z.enum(CONFIRMED_BY).nullable(),
  distanceMeters: z.number(),
  walkingMeters: z.number().nullable(),
  walkingSeconds: z.number().nullable(),
  walkingBasis: z.enum(WALKING_BASES),
  /** The cabinet is locked, and whether a code is on file to reveal (POST /api/dispatch/aeds/{id}/cabinet-code). */
  lockedCabinet: z.boolean(),
  hasCabinetCode: z.boolean(),
  /** Another reveal marked it possibly in use until then (ISO): someone may already be on the way. Null when not. */
  possiblyInUseUntil: z.string().nullable(),
  /** The walk there as a GeoJSON line (as GET /api/aed/{id}/route answers); null without a walking network or a walk. */
  route: aedRouteSchema.nullable(),
});
export type DispatchAed = z.infer<typeof dispatchAedSchema>;

export const dispatchNearestSchema = z.object({
  /** The moment the hours were read for (ISO). */
  at: z.string(),
  aeds: z.array(dispatchAedSchema),
});
export type DispatchNearest = z.infer<typeof dispatchNearestSchema>;
