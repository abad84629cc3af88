import { z } from 'zod';
import { adminAedListQuerySchema } from './admin-aed';
import { AED_STATES, CONFIRMED_BY } from './aed-state';
import { calendarDate, hasUnsafeCharacters, pagedSchema, safeText } from './common';
import { sizeParam } from './paging';

/**
 * Checks: someone standing at the AED says it is there and ready. A visitor does it from the QR
 * label's check page without an account (two taps); a guardian or an admin signed in, and may set
 * the pad and battery dates and the hours at the same time.
 *
 * Only a guardian's or an admin's check with new pad and battery dates brings an AED that is out
 * of service (or reported missing) back into service: an anonymous "all fine" is recorded and
 * shown, but cannot undo a report of use or damage.
 */

/** The check page's address: /c/CODE, a short code per AED printed on its QR label. */
export const CHECK_CODE_PATTERN = /^[0-9a-f]{16}$/;
export const checkCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => CHECK_CODE_PATTERN.test(v), 'Must be the code printed on the label'),
});

/** Rate limits of the visitor's check: per client address, and per AED (whoever sends), per hour. */
export const CHECKS_PER_ADDRESS_PER_HOUR = 10;
export const CHECKS_PER_AED_PER_HOUR = 6;

/** GET /check/:code: what the check page shows about the AED. */
export const checkPageSchema = z.object({
  aedId: z.uuid(),
  title: z.string().nullable(),
  place: z.string().nullable(),
  floor: z.string().nullable(),
  state: z.enum(AED_STATES),
  lastConfirmedAt: z.string().nullable(),
  lastConfirmedBy: z.enum(CONFIRMED_BY).nullable(),
});
export type CheckPage = z.infer<typeof checkPageSchema>;

/** POST /check/:code: "It is here, the light is green, pads in date". The abuse guard of street reports. */
export const visitorCheckSchema = z.object({
  /** How long the page was open, in milliseconds (STREET_REPORT_MIN_FILL_MS). */
  fillMs: z.number({ message: 'Must be a number' }).int().min(0).max(86_400_000),
  /** A field people never see (a bot fills it). */
  website: safeText().max(200).optional(),
});
export type VisitorCheck = z.input<typeof visitorCheckSchema>;

/** The answer to a check. */
export const checkReceiptSchema = z.object({
  id: z.uuid(),
  aedId: z.uuid(),
  checkedAt: z.string(),
  /** The AED's state after the check (a visitor's check leaves an out-of-service AED as it is). */
  state: z.enum(AED_STATES),
  /** Lets the sender add one photo of the AED (as with street reports); visitors only. */
  photoToken: z.string().optional(),
});
export type CheckReceipt = z.infer<typeof checkReceiptSchema>;

const optionalDate = (label: string) => z.preprocess((v) => (v === '' ? undefined : v), calendarDate(`${label} must be a date (YYYY-MM-DD)`).optional());

/** The longest opening hours text (OSM opening_hours syntax). */
export const OPENING_HOURS_MAX = 255;

/**
 * POST /me/aeds/:id/check (a guardian) and /admin/aed/:id/check: it is there and ready, with
 * whatever was read off it. With both new pad and battery dates (not past), an AED that is out of
 * service or temporarily absent is back in service.
 */
export const signedInCheckSchema = z.object({
  electrodeExpiry: optionalDate('Electrode expiry'),
  childElectrodeExpiry: optionalDate('Child electrode expiry'),
  batteryExpiry: optionalDate('Battery expiry'),
  /** OSM opening_hours, e.g. "Mo-Fr 07:00-19:00"; checked by the server's parser. */
  openingHours: z
    .string()
    .trim()
    .max(OPENING_HOURS_MAX, `At most ${OPENING_HOURS_MAX} characters`)
    .refine((v) => !hasUnsafeCharacters(v), 'Must not contain control characters')
    .optional(),
  note: z
    .string()
    .trim()
    .max(1000, 'At most 1000 characters')
    .refine((v) => !hasUnsafeCharacters(v), 'Must not contain control characters')
    .optional(),
});
export type SignedInCheck = z.input<typeof signedInCheckSchema>;
export type SignedInCheckValues = z.infer<typeof signedInCheckSchema>;

/** One check in an AED's history (admins and its guardians). */
export const aedCheckSchema = z.object({
  id: z.uuid(),
  by: z.enum(CONFIRMED_BY),
  /** The guardian's or admin's address; null for a visitor. */
  email: z.string().nullable(),
  createdAt: z.string(),
  /** What the check changed: the fields and their new values. */
  changes: z.record(z.string(), z.string().nullable()),
  restoredService: z.boolean(),
  note: z.string().nullable(),
  /** A signed, short-lived address of the visitor's photo (admins only); null without one. */
  photoUrl: z.string().nullable(),
});
export type AedCheck = z.infer<typeof aedCheckSchema>;
export const aedCheckListSchema = z.object({ data: z.array(aedCheckSchema) });

/** One QR label: the AED's name, where it is, and its check page's code. */
export const aedLabelSchema = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  place: z.string().nullable(),
  checkCode: z.string(),
});
export type AedLabel = z.infer<typeof aedLabelSchema>;
export const aedLabelPageSchema = pagedSchema(aedLabelSchema);

/** The most labels one sheet request gives (the print view says when a list has more). */
export const AED_LABELS_MAX = 500;

const ID_LIST_MESSAGE = 'Must be AED ids separated by commas';
const uuid = z.uuid();

/** `?ids=a,b,c` (or `ids` given more than once): distinct uuids, at most AED_LABELS_MAX. */
const idListParam = () =>
  z.preprocess(
    (value) => {
      const text = Array.isArray(value) ? value.join(',') : value;
      if (typeof text !== 'string') return text;
      const ids = text.split(',').map((id) => id.trim().toLowerCase());
      return [...new Set(ids.filter(Boolean))];
    },
    z
      .array(z.string(), { message: ID_LIST_MESSAGE })
      .min(1, ID_LIST_MESSAGE)
      .max(AED_LABELS_MAX, `At most ${AED_LABELS_MAX} AEDs`)
      .refine((ids) => ids.every((id) => uuid.safeParse(id).success), ID_LIST_MESSAGE),
  );

/**
 * GET /admin/aed/labels: the labels of the console's AED list as it is searched and filtered, or,
 * with `ids`, of exactly those AEDs (the edit page's one AED) in the order given.
 */
export const aedLabelQuerySchema = adminAedListQuerySchema.extend({ size: sizeParam(AED_LABELS_MAX, AED_LABELS_MAX), ids: idListParam().optional() });
export type AedLabelQuery = z.infer<typeof aedLabelQuerySchema>;

/** POST /check/:code/photo: the photo added to a visitor's check with its receipt's token. */
export const checkPhotoAnswerSchema = z.object({ checkId: z.uuid(), contentType: z.string(), size: z.number().int() });
export type CheckPhotoAnswer = z.infer<typeof checkPhotoAnswerSchema>;
