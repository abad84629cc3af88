import { z } from 'zod';
import { legacyListQuerySchema } from './legacy-paging';

/** A sport activity type (002 §3): a read-only catalogue; `icon` is a path the web app serves. */
export const sportActivityTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
});
export type SportActivityType = z.infer<typeof sportActivityTypeSchema>;

/**
 * A recorded sport activity (002 §3). Units: `duration` in whole seconds, `distance` in metres,
 * `averageSpeed` in m/s (distance / duration). `ascentOnTrack` and `descentOnTrack` are the
 * shares of the track's distance that climb and that descend, in percent (0-100, one decimal):
 * what is left is flat. All of them are computed from the stored track, so they agree with it.
 * The track itself is not part of this shape: GET admin/SportActivities/GetSportActivityGeoJson/{id}.
 */
export const sportActivitySchema = z.object({
  sportActivityId: z.uuid(),
  sportActivityTypeId: z.uuid(),
  sportActivityTypeDescription: z.string(),
  sportActivityName: z.string(),
  duration: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  distance: z.number(),
  averageSpeed: z.number(),
  ascentOnTrack: z.number(),
  descentOnTrack: z.number(),
  valuePoints: z.number().int(),
  /** Who recorded it (an activity goes with its user's account). */
  userId: z.uuid(),
});
export type SportActivity = z.infer<typeof sportActivitySchema>;

/** Columns the sport activities table sorts by; newest start first by default. */
export const SPORT_ACTIVITY_SORT = ['startTime', 'endTime', 'duration', 'distance', 'sportActivityName', 'sportActivityTypeDescription', 'valuePoints'] as const;
export type SportActivitySortBy = (typeof SPORT_ACTIVITY_SORT)[number];

/** GET admin/SportActivities and GET SportActivities: paged from 0, 12 a page (002 §7, §9). */
export const sportActivityListQuerySchema = legacyListQuerySchema(SPORT_ACTIVITY_SORT, 'startTime', 'desc');
export type SportActivityListQuery = z.output<typeof sportActivityListQuerySchema>;

/** A track position: longitude, latitude (degrees, WGS 84) and elevation (metres), as GeoJSON orders them. */
export const trackPositionSchema = z.tuple([z.number(), z.number(), z.number()]);
export type TrackPosition = z.infer<typeof trackPositionSchema>;

/** GET admin/SportActivities/GetSportActivityGeoJson/{id}: the track as a GeoJSON Feature (RFC 7946). */
export const sportActivityGeoJsonSchema = z.object({
  type: z.literal('Feature'),
  id: z.uuid(),
  geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(trackPositionSchema) }),
  properties: z.object({
    sportActivityId: z.uuid(),
    sportActivityName: z.string(),
    sportActivityTypeDescription: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    distance: z.number(),
  }),
});
export type SportActivityGeoJson = z.infer<typeof sportActivityGeoJsonSchema>;
