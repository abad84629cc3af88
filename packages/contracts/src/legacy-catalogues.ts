import { z } from 'zod';

/*
 * The legacy dashboard's read-only type catalogues (002 §2, §3, §7). Reference data: seeded on
 * every database, the same ids everywhere, never edited through the API. Icons are paths of
 * files the web app serves (`/icons/catalogues/*.svg`).
 */

/** Event, heart, medical condition and security activity types: worth points, in a fixed order. */
export const scoredTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  icon: z.string(),
  valuePoints: z.number().int(),
  orderNum: z.number().int(),
});
export type ScoredType = z.infer<typeof scoredTypeSchema>;

/** The four catalogues that share the scored shape, as stored in their one table. */
export const SCORED_CATALOGUES = ['event', 'heart', 'medical-condition', 'security'] as const;
export type ScoredCatalogue = (typeof SCORED_CATALOGUES)[number];

/**
 * A weather type: `weatherTypeId` is the apps' own number for the condition, `providerTypeId` the
 * weather provider's condition code it maps from (OpenWeatherMap's codes, e.g. 800 clear sky).
 */
export const weatherTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  icon: z.string(),
  weatherTypeId: z.number().int(),
  providerTypeId: z.number().int(),
});
export type WeatherType = z.infer<typeof weatherTypeSchema>;

/** A club type (002 §3: id and show besides name and description); `show`: offered in the apps. */
export const clubTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  show: z.boolean(),
});
export type ClubType = z.infer<typeof clubTypeSchema>;

export const clubCategoryTypeSchema = z.object({ id: z.uuid(), name: z.string() });
export type ClubCategoryType = z.infer<typeof clubCategoryTypeSchema>;

/** Live mining categories (002 §1, §7; fields not shown): a name, what it covers, an icon. */
export const liveMiningCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
});
export type LiveMiningCategory = z.infer<typeof liveMiningCategorySchema>;

/** 002 §4: a new club's type and category unless the client chooses others. */
export const DEFAULT_CLUB_TYPE_NAME = 'FriendList';
export const DEFAULT_CLUB_CATEGORY_TYPE_NAME = 'Personal';

/** The calls (002 §7, under /api), one per catalogue. */
export const CATALOGUE_PATHS = {
  eventActivityTypes: '/EventActivityTypes',
  heartActivityTypes: '/HeartActivityTypes',
  medicalConditionTypes: '/type/MedicalConditionTypes',
  securityActivityTypes: '/SecurityActivityTypes',
  weatherTypes: '/WeatherTypes',
  clubTypes: '/admin/ClubTypes',
  clubCategoryTypes: '/admin/ClubCategoryTypes',
  liveMiningCategories: '/LiveMiningCategories',
  // Served by the sport activities module; listed here so the screens find every catalogue in one place.
  sportActivityTypes: '/SportActivityTypes',
  challengeTypes: '/type/ChallengeTypes',
} as const;

/** Where each scored catalogue is served. */
export const SCORED_CATALOGUE_PATHS: Record<ScoredCatalogue, string> = {
  event: CATALOGUE_PATHS.eventActivityTypes,
  heart: CATALOGUE_PATHS.heartActivityTypes,
  'medical-condition': CATALOGUE_PATHS.medicalConditionTypes,
  security: CATALOGUE_PATHS.securityActivityTypes,
};
