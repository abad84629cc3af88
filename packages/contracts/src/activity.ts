import { z } from 'zod';
import { calendarDateTime, optionalText, optionalCoordinate } from './common';
import { LANGUAGE_CODE_MESSAGE, LANGUAGE_CODES, knownLanguageCode } from './user';
import { pageParam, searchParam, sizeParam, sortOrderParam } from './paging';

/** An activity (001 §3): an event or campaign shown to app users, worth points. Dates are ISO strings. */
export const activitySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  language: z.string().nullable(),
  points: z.number().int(),
  organization: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  zipCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

/** Columns the admin activities table sorts by (001 §2); the API's sortBy names. */
export const ACTIVITY_SORT = ['title', 'organization', 'city', 'country', 'points', 'language', 'startsAt', 'expiresAt', 'createdAt'] as const;
export type ActivitySortBy = (typeof ACTIVITY_SORT)[number];

/** GET admin/activity: paged, searched and sorted on the server; latest start first by default. */
export const activityListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(10),
  search: searchParam(),
  sortBy: z.enum(ACTIVITY_SORT).default('startsAt'),
  sortOrder: sortOrderParam('desc'),
});
export type ActivityListQuery = z.output<typeof activityListQuerySchema>;

/** An ISO timestamp with its offset (what toISOString() sends), or null when the date is open. */
const instant = calendarDateTime('Must be an ISO date and time')
  .nullish()
  .transform((v) => v ?? null);

/** An activity's language: one of the user language codes (any letter case), or empty. */
const activityLanguage = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : (knownLanguageCode(v) ?? v)) : v),
  z.enum(LANGUAGE_CODES, { message: LANGUAGE_CODE_MESSAGE }).nullish().transform((v) => v ?? null),
);

const activityFields = {
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'At most 200 characters'),
  description: optionalText(4000),
  language: activityLanguage,
  points: z
    .number({ error: 'Points must be a number' })
    .int('Points must be a whole number')
    .min(0, 'Points must be 0 or more')
    .max(1_000_000, 'At most 1000000 points'),
  organization: optionalText(200),
  street: optionalText(200),
  city: optionalText(100),
  country: optionalText(100),
  zipCode: optionalText(20),
  latitude: optionalCoordinate(90, 'Latitude'),
  longitude: optionalCoordinate(180, 'Longitude'),
  startsAt: instant,
  expiresAt: instant,
};

export const EXPIRY_BEFORE_START = 'Expiry must not be before the start';
/** True when the dates are in order (either may be open). */
export const activityDatesInOrder = (v: { startsAt?: string | null; expiresAt?: string | null }) =>
  !v.startsAt || !v.expiresAt || Date.parse(v.expiresAt) >= Date.parse(v.startsAt);

/** POST admin/activity: the whole activity, blank texts stored as null. */
export const activityInputSchema = z
  .object({ ...activityFields, points: activityFields.points.default(0) })
  .refine(activityDatesInOrder, { message: EXPIRY_BEFORE_START, path: ['expiresAt'] });
export type ActivityInput = z.input<typeof activityInputSchema>;
export type ActivityValues = z.output<typeof activityInputSchema>;

/**
 * PUT admin/activity/{id}: a field that is not sent keeps its value; null or '' clears an
 * optional one. The dates' order is checked against the stored ones by the server.
 */
export const activityUpdateSchema = z
  .object(Object.fromEntries(Object.entries(activityFields).map(([k, schema]) => [k, schema.optional()])) as { [K in keyof typeof activityFields]: z.ZodOptional<(typeof activityFields)[K]> })
  .refine(activityDatesInOrder, { message: EXPIRY_BEFORE_START, path: ['expiresAt'] });
export type ActivityUpdate = z.output<typeof activityUpdateSchema>;
