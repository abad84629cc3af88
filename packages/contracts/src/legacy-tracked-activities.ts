import { z } from 'zod';
import { calendarDateTime } from './common';
import { timeRangeFields, withTimeRange } from './legacy-request-audit';
import { numberParam } from './paging';

/** A kind of tracked data (002 §3: id, name, unit.name): steps, heart rate... */
export const trackedActivityTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.object({ name: z.string() }),
});
export type TrackedActivityType = z.infer<typeof trackedActivityTypeSchema>;

export const trackedRecordSchema = z.object({ timestamp: z.string(), amount: z.number() });
export type TrackedRecord = z.infer<typeof trackedRecordSchema>;

/** The most records one answer holds; a range with more says `truncated` (never cut silently). */
export const TRACKED_RECORDS_LIMIT = 5000;
/** The longest range one request may ask for. */
export const TRACKED_RANGE_MAX_DAYS = 366;

/** GET TrackedActivities: keyed by type id (002 §7), each with its data records, oldest first. */
export const trackedActivitiesSchema = z.record(
  z.string(),
  z.object({ typeId: z.number().int(), name: z.string(), unit: z.object({ name: z.string() }), dataRecords: z.array(trackedRecordSchema), truncated: z.boolean() }),
);
export type TrackedActivities = z.infer<typeof trackedActivitiesSchema>;

const typeId = numberParam(z.number({ message: 'Must be a type id' }).int('Must be a type id').min(1, 'Must be a type id').max(2_147_483_647, 'Must be a type id'));

/**
 * GET TrackedActivities?typeId&fromTime&toTime (002 §7): the caller's own records; an admin may
 * name a member with `userId`. From before until, at most 366 days; yesterday to now by default.
 */
export const trackedActivitiesQuerySchema = z
  .object({ typeId, userId: z.uuid({ message: 'Must be a valid id' }).optional(), ...timeRangeFields })
  .transform((q, ctx) => {
    const ranged = withTimeRange(q, ctx);
    if (ranged !== z.NEVER && ranged.toTime - ranged.fromTime > TRACKED_RANGE_MAX_DAYS * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['toTime'], message: `At most ${TRACKED_RANGE_MAX_DAYS} days at a time` });
      return z.NEVER;
    }
    return ranged;
  });
export type TrackedActivitiesQuery = z.output<typeof trackedActivitiesQuerySchema>;

/** Clock skew allowed for a record's time: a phone a few minutes fast is not refused. */
const FUTURE_SKEW_MS = 5 * 60_000;

export const trackedRecordInputSchema = z.object({
  typeId,
  timestamp: calendarDateTime('Must be an ISO timestamp').refine((v) => Date.parse(v) <= Date.now() + FUTURE_SKEW_MS, 'Must not be in the future'),
  amount: z.number({ message: 'Must be a number' }).min(0, 'Must be 0 or more').max(1_000_000_000, 'At most 1000000000'),
});

/** POST user/tracked-activities: up to 500 of the member's own records at once. */
export const trackedRecordsInputSchema = z.object({
  records: z.array(trackedRecordInputSchema).min(1, 'Send at least one record').max(500, 'At most 500 records at once'),
});
export type TrackedRecordsInput = z.output<typeof trackedRecordsInputSchema>;
