import { z } from 'zod';
import { CHECKED_MONTHS } from './last-check';

/**
 * Registry health (the console's dashboard): is the registry's AED there and ready, as far as
 * anyone has said? Each figure links to the list of its AEDs (HEALTH_FILTERS on the admin AED list,
 * or the street report queue), and each has a daily history for its chart.
 */

/** AEDs checked within this many months count as recently checked. */
export const HEALTH_CHECKED_MONTHS = CHECKED_MONTHS;
/** Open street reports waiting longer than this many days are late. */
export const HEALTH_REPORT_LATE_DAYS = 7;
/** Out of service longer than this many hours: the admins were told twice (after-use escalations). */
export const HEALTH_OVERDUE_HOURS = 72;

/** GET /admin/aed?health=...: the lists the dashboard's figures link to. */
export const HEALTH_FILTERS = ['notCheckedYear', 'hoursUnknown', 'outOfService', 'overdue'] as const;
export type HealthFilter = (typeof HEALTH_FILTERS)[number];

const figure = z.object({ count: z.number().int(), share: z.number() });

export const municipalityHealthSchema = z.object({
  municipality: z.string(),
  aeds: z.number().int(),
  outOfService: z.number().int(),
  /** The median hours from out of service to back in service over the last year; null: none came back. */
  medianHoursToReady: z.number().nullable(),
});

export const healthDaySchema = z.object({
  day: z.string(),
  checkedShare: z.number(),
  hoursUnknownShare: z.number(),
  outOfService: z.number().int(),
  reportsLate: z.number().int(),
});
export type HealthDay = z.infer<typeof healthDaySchema>;

/** GET /admin/registry-health. Shares are 0..1 of `aeds` (every AED not removed for good). */
export const registryHealthSchema = z.object({
  asOf: z.string(),
  aeds: z.number().int(),
  checkedWithinYear: figure,
  hoursUnknown: figure,
  outOfService: z.number().int(),
  overdue: z.number().int(),
  reportsLate: z.number().int(),
  medianHoursToReady: z.number().nullable(),
  /** The municipalities with the most AEDs (at most 50), most first; AEDs without one are left out. */
  byMunicipality: z.array(municipalityHealthSchema),
  /** One row a day, oldest first, up to a year. */
  history: z.array(healthDaySchema),
});
export type RegistryHealth = z.infer<typeof registryHealthSchema>;
