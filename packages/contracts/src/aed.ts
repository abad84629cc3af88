import { z } from 'zod';
import { aedStateSchema, type ConfirmedBy } from './aed-state';
import { numberParam, pageParam, searchParam, sizeParam, sortOrderParam } from './paging';
import { momentParam } from './common';

export const ACCESSIBILITY = ['FULL_24H', 'WORKING_HOURS', 'LIMITED', 'UNKNOWN'] as const;
export const accessibilitySchema = z.enum(ACCESSIBILITY);
export type Accessibility = z.infer<typeof accessibilitySchema>;

export const ACCESSIBILITY_LABELS: Record<Accessibility, string> = {
  FULL_24H: '24/7 Access',
  WORKING_HOURS: 'Working Hours Only',
  LIMITED: 'Limited Access',
  UNKNOWN: 'Unknown',
};

/** Label for any stored value: unknown values are shown as they are (000 §3). */
export function accessibilityLabel(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  return (ACCESSIBILITY_LABELS as Record<string, string>)[value] ?? value;
}

export const EQUIPMENT_FLAGS = [
  'childElectrode',
  'directionalSign3D',
  'directionalSticker',
  'outdoorCabinet',
  'indoorCabinet',
  'firstAidKit',
] as const;
export type EquipmentFlag = (typeof EQUIPMENT_FLAGS)[number];

export const EQUIPMENT_LABELS: Record<EquipmentFlag, string> = {
  childElectrode: 'Child Electrode',
  directionalSign3D: '3D Directional Sign',
  directionalSticker: 'Directional Sticker',
  outdoorCabinet: 'Outdoor Cabinet',
  indoorCabinet: 'Indoor Cabinet',
  firstAidKit: 'First Aid Kit',
};

export const aedPictureSchema = z.object({
  id: z.uuid(),
  aedId: z.uuid(),
  url: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AedPicture = z.infer<typeof aedPictureSchema>;

const text = z.string().nullable();
const date = z.string().nullable();

/** The full AED (000 §3, 001 §3). Dates are ISO strings. */
export const aedSchema = z.object({
  id: z.uuid(),
  title: text,
  description: text,
  locationDescription: text,
  /** The floor as the building names it ("0", "-1", "ground floor"); OpenStreetMap's `level`. */
  floor: text,
  /** How the cabinet opens (a code, a key at reception, an alarm that sounds): written by admins. */
  cabinetNotes: text,
  model: text,
  serialNumber: text,
  maintainer: text,
  accessibility: z.string(),
  openingHours: text,
  address: text,
  postalCode: text,
  city: text,
  country: text,
  municipality: text,
  latitude: z.number(),
  longitude: z.number(),
  altitude: z.number().nullable(),
  contact: text,
  contactPhoneNumber: text,
  contactEmail: text,
  electrodeExpiry: date,
  childElectrodeExpiry: date,
  batteryExpiry: date,
  lastCheck: date,
  /** Lot numbers of the parts, for recalls. */
  electrodeLot: text,
  childElectrodeLot: text,
  batteryLot: text,
  notes: text,
  childElectrode: z.boolean(),
  directionalSign3D: z.boolean(),
  directionalSticker: z.boolean(),
  outdoorCabinet: z.boolean(),
  indoorCabinet: z.boolean(),
  firstAidKit: z.boolean(),
  /** City and municipality were derived from the nearest settlement, not given by an address. */
  placeDerived: z.boolean(),
  source: z.string(),
  sourceId: text,
  createdAt: z.string(),
  modifiedAt: z.string(),
  /**
   * Why this AED cannot be used: the kind of the open street report that took it out of service
   * ('used', 'damaged', 'missing'), else its state when an admin set it out of service, absent or
   * removed; null while it can be used.
   */
  outOfService: text,
  outOfServiceSince: z.string().nullable(),
  /** The functioning state (aed-state.ts); "not ready" is derived from the dates (readinessOf). */
  state: aedStateSchema,
  /** When someone last confirmed the AED is there and ready (ISO), and who; null: never checked. */
  lastConfirmedAt: z.string().nullable(),
  /** One of CONFIRMED_BY (as text: the lists' compiled serializer takes no union with null). */
  lastConfirmedBy: z.string().nullable() as z.ZodType<ConfirmedBy | null>,
  /** The cabinet is locked: 112 (the dispatch role) gives its code. The code itself is never in an AED answer. */
  lockedCabinet: z.boolean(),
  /**
   * A dispatcher revealed its cabinet code for a call: someone is probably on the way with it, so
   * it may be gone until then (ISO). Null when not, or no longer.
   */
  possiblyInUseUntil: z.string().nullable(),
  pictures: z.array(aedPictureSchema),
});
export type Aed = z.infer<typeof aedSchema>;

export const aedCountSchema = z.number().int();

/** One AED in the public map feed (000 §2.9 plus what the markers show). */
export const mapFeedItemSchema = z.object({
  id: z.uuid(),
  latitude: z.number(),
  longitude: z.number(),
  title: text,
  description: text,
  address: text,
  city: text,
  model: text,
  accessibility: z.string(),
  openingHours: text,
  /** Earliest of battery and electrode expiry (YYYY-MM-DD), null when none is known. */
  expiresOn: date,
  /**
   * Why the AED is out of service: a street report's kind, or its state ('outOfService',
   * 'temporarilyAbsent') when an admin or guardian set it; null while it can be used.
   */
  outOfService: text,
  /** The functioning state (aed-state.ts). */
  state: aedStateSchema,
  /** When someone last confirmed the AED is there and ready (ISO), null: never (the map's "not checked for a year"). */
  lastConfirmedAt: z.string().nullable(),
  /**
   * Until when the AED is possibly in use (a dispatcher revealed its cabinet code), ISO; null when
   * not. The feed is cached: compare it with the clock (isPossiblyInUse) rather than trusting it is still ahead.
   */
  possiblyInUseUntil: z.string().nullable(),
});
export type MapFeedItem = z.infer<typeof mapFeedItemSchema>;

export const AED_LIST_SORT = [
  'description',
  'title',
  'address',
  'city',
  'accessibility',
  'contact',
  'contactPhoneNumber',
  'contactEmail',
  'model',
  'serialNumber',
  'createdAt',
  'modifiedAt',
] as const;

/** GET aed/ — the public AED table: page from 0, searched and sorted on the server. */
export const aedListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(25),
  search: searchParam(),
  sortBy: z.enum(AED_LIST_SORT).default('description'),
  sortOrder: sortOrderParam('asc'),
});
export type AedListQuery = z.infer<typeof aedListQuerySchema>;

/** The most AEDs one nearest query gives. */
export const NEAREST_LIMIT_MAX = 50;

export const nearestQuerySchema = z.object({
  lat: numberParam(z.number({ message: 'Must be a number' }).min(-90, 'Must be between -90 and 90').max(90, 'Must be between -90 and 90')),
  lon: numberParam(z.number({ message: 'Must be a number' }).min(-180, 'Must be between -180 and 180').max(180, 'Must be between -180 and 180')),
  limit: numberParam(z.number({ message: 'Must be a number' }).int().min(1, 'At least 1').max(NEAREST_LIMIT_MAX, `At most ${NEAREST_LIMIT_MAX}`).default(10)),
  /** The moment the hours are read for ("when?"): now when not given. */
  at: momentParam(),
});

/**
 * How `walkingMeters` was measured: along the streets (`route`); the straight line times 1.3
 * because the person or the AED is more than 200 m from any way (`approx`); not at all, as no
 * walking network is loaded (`straight`: rank by `distanceMeters`), no walk joins them (`none`),
 * or the walk is longer than the search went (`beyond`).
 */
export const WALKING_BASES = ['route', 'approx', 'straight', 'none', 'beyond'] as const;
export type WalkingBasis = (typeof WALKING_BASES)[number];

/** Whether an AED can be used at the moment asked about, and why not. */
export const USABLE_STATES = ['open', 'hours-unknown', 'closed', 'expired', 'out-of-service'] as const;
export const usableNowSchema = z.object({
  state: z.enum(USABLE_STATES),
  /** When closed: the next opening, as Slovenian wall time (YYYY-MM-DDTHH:MM). */
  opensAt: z.string().nullable(),
  /** When expired: which parts. */
  expired: z.array(z.enum(['electrodes', 'battery'])),
});
export type UsableNow = z.infer<typeof usableNowSchema>;

export const nearestAedSchema = aedSchema.extend({
  distanceMeters: z.number(),
  /** One way, along the walk; null unless `walkingBasis` is route or approx. */
  walkingMeters: z.number().nullable(),
  walkingSeconds: z.number().nullable(),
  walkingBasis: z.enum(WALKING_BASES),
  usableNow: usableNowSchema,
});
export type NearestAed = z.infer<typeof nearestAedSchema>;

export const aedRouteQuerySchema = nearestQuerySchema.pick({ lat: true, lon: true });

/** GET /api/aed/{id}/route: the walk from the point to the AED as a GeoJSON line. */
export const aedRouteSchema = z.object({
  type: z.literal('Feature'),
  geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(z.tuple([z.number(), z.number()])) }),
  properties: z.object({ aedId: z.uuid(), walkingMeters: z.number(), walkingSeconds: z.number() }),
});
export type AedRoute = z.infer<typeof aedRouteSchema>;
