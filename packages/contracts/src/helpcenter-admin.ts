import { z } from 'zod';
import { AED_EMAIL_PATTERN } from './admin-aed';
import { safeText } from './common';
import { HELP_CENTER_NO_EMAIL } from './helpcenter';
import { numberParam, pageParam, searchParam, sizeParam, sortOrderParam } from './paging';

/*
 * The admin side of help centers (001 §5 'Help center', §7 'Help centers'). The form has no
 * required fields, so every field is optional: on POST a missing field takes the empty value
 * ('' for texts, 0 for ids, null for coordinates and times, false for validated); on PUT a
 * missing field keeps the stored value. `null` is accepted wherever a legacy client may send it
 * for "empty" and means the same as the empty value.
 */

/** Labels of the form fields, used in the messages and the record history. */
export const HELP_CENTER_FIELD_LABELS = {
  helpCenterId: 'Help Center ID',
  name: 'Name',
  description: 'Description',
  additionalDescription: 'Additional Description',
  address: 'Address',
  city: 'City',
  postalCode: 'Postal Code',
  latitude: 'Latitude',
  longitude: 'Longitude',
  altitude: 'Altitude',
  phoneNumber: 'Phone Number',
  phoneNumber1: 'Alternative Phone Number',
  mobileNumber: 'Mobile Number',
  email: 'Email',
  language: 'Language',
  openTime: 'Open Time',
  closeTime: 'Close Time',
  validated: 'Validated',
  photoUri: 'Photo URI',
  helpCenterTypeId: 'Help Center Type ID',
  institutionId: 'Institution ID',
  locationId: 'Location ID',
  clientId: 'Client ID',
} as const;
type Field = keyof typeof HELP_CENTER_FIELD_LABELS;
const label = (f: Field) => HELP_CENTER_FIELD_LABELS[f];

/** The help center form's map (001 §9): its view before coordinates are set, and its height. */
export const HELP_CENTER_MAP = { lat: 46.0569, lon: 14.5058, zoom: 15, heightPx: 400 } as const;
/** The admin list (001 §9): page sizes (the first is the default) and the search delay. */
export const HELP_CENTER_PAGE_SIZES = [20, 25, 50, 100] as const;
export const HELP_CENTER_SEARCH_DELAY_MS = 2000;

/** The largest id the database's integer columns hold. */
export const HELP_CENTER_MAX_ID = 2_147_483_647;

/** Trimmed text up to `max` characters; null becomes ''. */
const text = (f: Field, max: number) =>
  safeText()
    .trim()
    .max(max, `${label(f)} must be at most ${max} characters`)
    .nullable()
    .transform((v) => v ?? '')
    .optional();

/** A non-negative whole number that fits the integer column; null becomes 0 (001 §5 'empty becomes 0'). */
const numericId = (f: Field) =>
  z
    .number({ error: `${label(f)} must be a number` })
    .int(`${label(f)} must be a whole number`)
    .min(0, `${label(f)} must be 0 or more`)
    .max(HELP_CENTER_MAX_ID, `${label(f)} must be at most ${HELP_CENTER_MAX_ID}`)
    .nullable()
    .transform((v) => v ?? 0)
    .optional();

/** A number in [min, max], or null when the place is not known. */
const measure = (f: Field, min: number, max: number) =>
  z
    .number({ error: `${label(f)} must be a number` })
    .min(min, `${label(f)} must be between ${min} and ${max}`)
    .max(max, `${label(f)} must be between ${min} and ${max}`)
    .nullable()
    .optional();

const TIME_OF_DAY = /^(?:([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?|24:00(?::00)?)$/;

/** 'HH:MM' or 'HH:MM:SS' ('24:00' closes at midnight), stored as 'HH:MM:SS'; '' and null: not known. */
const timeOfDay = (f: Field) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: `${label(f)} must be a time of day (HH:MM)` })
      .regex(TIME_OF_DAY, `${label(f)} must be a time of day (HH:MM)`)
      .transform((v) => (v.length === 5 ? `${v}:00` : v))
      .nullable()
      .optional(),
  );

/** True for an email the help center list accepts: '', the legacy 'no+email' placeholder, or an address. */
export function isHelpCenterEmail(value: string): boolean {
  return value === '' || value.toLowerCase() === HELP_CENTER_NO_EMAIL || AED_EMAIL_PATTERN.test(value);
}

/** http(s) addresses and paths on this server; nothing a browser would run (javascript:, data:). */
const PHOTO_URI = /^(https?:\/\/[^\s]+|\/[^\s]*)$/i;

const fields = {
  helpCenterId: numericId('helpCenterId'),
  name: text('name', 200),
  description: text('description', 2000),
  additionalDescription: text('additionalDescription', 4000),
  address: text('address', 300),
  city: text('city', 100),
  postalCode: text('postalCode', 20),
  latitude: measure('latitude', -90, 90),
  longitude: measure('longitude', -180, 180),
  altitude: measure('altitude', -500, 9000),
  phoneNumber: text('phoneNumber', 50),
  phoneNumber1: text('phoneNumber1', 50),
  mobileNumber: text('mobileNumber', 50),
  email: text('email', 320).refine((v) => v === undefined || isHelpCenterEmail(v), 'Email must be a valid email address'),
  language: text('language', 35),
  openTime: timeOfDay('openTime'),
  closeTime: timeOfDay('closeTime'),
  validated: z.boolean({ error: 'Validated must be true or false' }).optional(),
  photoUri: text('photoUri', 2000).refine((v) => !v || PHOTO_URI.test(v), 'Photo URI must be an http(s) address'),
  helpCenterTypeId: numericId('helpCenterTypeId'),
  institutionId: numericId('institutionId'),
  locationId: numericId('locationId'),
  clientId: numericId('clientId'),
  // Read-only (001 §3): the seeds' client sends them; the server keeps its own.
  id: z.unknown().optional(),
  createdAt: z.unknown().optional(),
  modifiedAt: z.unknown().optional(),
};

/**
 * POST admin/helpcenter and PUT admin/helpcenter/{id}: the fields of 001 §7. helpCenterId 0 or
 * missing: on POST the next free number is assigned, on PUT the stored one is kept.
 */
export const helpCenterInputSchema = z.object(fields);
export type HelpCenterInput = z.input<typeof helpCenterInputSchema>;
export type HelpCenterValues = Omit<z.output<typeof helpCenterInputSchema>, 'id' | 'createdAt' | 'modifiedAt'>;

/** Columns the admin list sorts by; the API's sortBy names. */
export const HELP_CENTER_SORT = [
  'helpCenterId', 'name', 'description', 'address', 'city', 'phoneNumber', 'mobileNumber', 'email', 'language', 'validated', 'createdAt', 'modifiedAt',
] as const;
export type HelpCenterSortBy = (typeof HELP_CENTER_SORT)[number];

/**
 * A time zone shift the seeds' client may add (hours, or minutes from other clients). Accepted
 * and ignored: every time in the answer is an ISO instant in UTC, which needs no shifting.
 */
const timeZoneShift = numberParam(
  z.number({ message: 'Must be a number' }).min(-1440, 'Must be between -1440 and 1440').max(1440, 'Must be between -1440 and 1440').optional(),
).describe(
  'Accepted for older clients and ignored: times are answered as ISO instants in UTC.',
);

/** GET admin/helpcenter: paged, searched and sorted on the server; by name (Slovenian order) by default. */
export const helpCenterListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(20),
  search: searchParam().describe('Finds the text in name, description, address, city, postal code, email and phone numbers; case and diacritics are ignored.'),
  sortBy: z.enum(HELP_CENTER_SORT, { message: `Must be one of ${HELP_CENTER_SORT.join(', ')}` }).default('name'),
  sortOrder: sortOrderParam('asc'),
  dateOnly: z
    .enum(['true', 'false'], { message: "Must be 'true' or 'false'" })
    .optional()
    .describe('Accepted for older clients and ignored: createdAt and modifiedAt are always full ISO timestamps.'),
  tzShift: timeZoneShift,
  timeZoneShift,
});
export type HelpCenterListQuery = z.output<typeof helpCenterListQuerySchema>;

/** GET admin/helpcenter/count: how many help centers (matching the search, if any). */
export const helpCenterCountQuerySchema = z.object({ search: helpCenterListQuerySchema.shape.search });
