import { z } from 'zod';
import { legacyListFields, legacyPaging } from './legacy-paging';
import { numberParam } from './paging';

/** The request audit (002 §2, §3, §7): how often each API route was called, by which app (APP_HEADERS). */

export const requestAuditRowSchema = z.object({
  method: z.string(),
  path: z.string(),
  count: z.number().int(),
  applicationName: z.string(),
  applicationVersion: z.string(),
  operatingSystem: z.string(),
});
export type RequestAuditRow = z.infer<typeof requestAuditRowSchema>;

export const REQUEST_AUDIT_SORT = ['count', 'path', 'method', 'applicationName', 'applicationVersion', 'operatingSystem'] as const;
export const FROM_BEFORE_UNTIL = 'The from date must be before the until date';

/** Milliseconds since 1970, as the seeds' `fromTime={ms}`; years 1900 to 2200. */
const epochMs = numberParam(
  z
    .number({ message: 'Must be a time in milliseconds' })
    .int('Must be a whole number of milliseconds')
    .min(-2_208_988_800_000, 'Must be a date after 1900')
    .max(7_258_118_400_000, 'Must be a date before 2200'),
);

const FROM_UNTIL_DEFAULT_MS = 86_400_000;

/** A from/until range of 002 §5 (from before until); without one, yesterday to now (002 §9). */
export function withTimeRange<Q extends { fromTime?: number; toTime?: number }>(q: Q, ctx: z.RefinementCtx) {
  const toTime = q.toTime ?? Date.now();
  const fromTime = q.fromTime ?? toTime - FROM_UNTIL_DEFAULT_MS;
  if (fromTime >= toTime) {
    ctx.addIssue({ code: 'custom', path: ['fromTime'], message: FROM_BEFORE_UNTIL });
    return z.NEVER;
  }
  return { ...q, fromTime, toTime };
}

export const timeRangeFields = { fromTime: epochMs.optional(), toTime: epochMs.optional() };

/** GET admin/RequestAudit?fromTime&toTime (+ the legacy table's paging and order): most called first. */
export const requestAuditQuerySchema = z
  .object({ ...timeRangeFields, ...legacyListFields(REQUEST_AUDIT_SORT, 'count', 'desc') })
  .transform((q, ctx) => withTimeRange(legacyPaging(q), ctx));
export type RequestAuditQuery = z.output<typeof requestAuditQuerySchema>;
