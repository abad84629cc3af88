import { z } from 'zod';
import { calendarDate, optionalText, pagedSchema, safeText } from './common';
import { pageParam, sizeParam } from './paging';

/**
 * Reports from the street: anyone (no account) can say they used an AED or report a problem with
 * it. The kinds, as the API names them.
 */
export const STREET_REPORT_KINDS = ['used', 'missing', 'damaged', 'locked', 'wrongPlace', 'other'] as const;
export type StreetReportKind = (typeof STREET_REPORT_KINDS)[number];

/**
 * The kinds that take an AED out of service on the public map at once, until an admin resolves
 * the report:
 * - used: its pads are spent and its battery drained; it may not be ready for the next person.
 * - damaged: it may not work.
 * - missing: sending someone to an empty cabinet costs the minutes that matter.
 * Not these, which are flagged for an admin but leave the AED on the map as it is:
 * - locked: many public cabinets are locked on purpose and opened with a code from the emergency
 *   number; taking them off the map would hide AEDs that work.
 * - wrongPlace: the AED exists and works; its pin is off and an admin moves it.
 * - other: too vague to hide an AED on one anonymous word.
 */
export const OUT_OF_SERVICE_KINDS: readonly StreetReportKind[] = ['used', 'damaged', 'missing'];
export const takesOutOfService = (kind: string) => (OUT_OF_SERVICE_KINDS as readonly string[]).includes(kind);

/** The longest note a visitor may add. */
export const STREET_REPORT_NOTE_MAX = 1000;
/** A form sent back faster than this was not filled in by a person. */
export const STREET_REPORT_MIN_FILL_MS = 1500;

export const STREET_REPORT_KIND_LABELS: Record<StreetReportKind, string> = {
  used: 'Used',
  missing: 'Missing',
  damaged: 'Damaged',
  locked: 'Locked',
  wrongPlace: 'Wrong place',
  other: 'Other',
};

/** POST /aed/:id/reports: what a visitor sends. `website` is a field people never see (a bot fills it). */
export const streetReportInputSchema = z.object({
  kind: z.enum(STREET_REPORT_KINDS, { message: 'Must be one of: ' + STREET_REPORT_KINDS.join(', ') }),
  note: optionalText(STREET_REPORT_NOTE_MAX),
  /** How long the form was open, in milliseconds (the abuse guard's minimum fill time). */
  fillMs: z.number({ message: 'Must be a number' }).int().min(0).max(86_400_000),
  website: safeText().max(200).optional(),
});
export type StreetReportInput = z.input<typeof streetReportInputSchema>;

export const streetReportReceiptSchema = z.object({
  id: z.uuid(),
  aedId: z.uuid(),
  kind: z.enum(STREET_REPORT_KINDS),
  /** True when this report took (or keeps) the AED out of service. */
  outOfService: z.boolean(),
  createdAt: z.string(),
  /**
   * Lets the sender (and only the sender) add one photo to this report, for
   * STREET_REPORT_PHOTO_MINUTES: there is no account to tie the upload to.
   */
  photoToken: z.string(),
});
export type StreetReportReceipt = z.infer<typeof streetReportReceiptSchema>;

export const STREET_REPORT_STATUSES = ['open', 'resolved'] as const;

/** One report as the admin review queue shows it, with its AED. */
export const streetReportSchema = z.object({
  id: z.uuid(),
  aedId: z.uuid(),
  kind: z.enum(STREET_REPORT_KINDS),
  note: z.string().nullable(),
  status: z.enum(STREET_REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolution: z.string().nullable(),
  /** A signed, short-lived address of the photo the visitor sent; admins only. */
  photoUrl: z.string().nullable(),
  aed: z.object({
    title: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    outOfService: z.string().nullable(),
  }),
});
export type StreetReport = z.infer<typeof streetReportSchema>;
export const streetReportPageSchema = pagedSchema(streetReportSchema);

/** GET /admin/street-reports: open reports (or resolved ones, or one AED's history), newest first. */
export const streetReportListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(10, 100),
  status: z.enum(STREET_REPORT_STATUSES, { message: "Must be 'open' or 'resolved'" }).default('open'),
  aedId: z.uuid({ message: 'Must be a valid id' }).optional(),
});

/** POST /admin/street-reports/:id/resolve: who and when come from the session and the clock. */
export const streetReportResolveSchema = z.object({
  resolution: optionalText(1000),
  /** Changes to the AED made with the same action (after new pads, a check on site). */
  aedUpdate: z
    .object({
      electrodeExpiry: calendarDate().optional(),
      batteryExpiry: calendarDate().optional(),
      lastCheckToday: z.boolean().optional(),
    })
    .optional(),
});
export type StreetReportResolve = z.input<typeof streetReportResolveSchema>;

/** Rate limits of the public report: per client address, and per AED (whoever sends), per hour. */
export const STREET_REPORTS_PER_ADDRESS_PER_HOUR = 5;
export const STREET_REPORTS_PER_AED_PER_HOUR = 10;

/**
 * A photo with a report (POST /aed/:id/reports/:reportId/photo, multipart: the `token` field from
 * the receipt, then the `file`): one per report, an image of at most 5 MB, sent within 30 minutes.
 * It is decoded and encoded again, so its EXIF (with the sender's position) is not kept.
 */
export const STREET_REPORT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const STREET_REPORT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const STREET_REPORT_PHOTO_MINUTES = 30;
export const streetReportPhotoParamsSchema = z.object({ id: z.uuid({ message: 'Must be a valid id' }), reportId: z.uuid({ message: 'Must be a valid id' }) });
export const streetReportPhotoAnswerSchema = z.object({ reportId: z.uuid(), contentType: z.string(), size: z.number().int() });
