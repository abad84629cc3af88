import { z } from 'zod';
import { ACCESSIBILITY, aedSchema } from './aed';
import { aedStateSchema } from './aed-state';
import { cabinetCodeInputSchema } from './cabinet-codes';
import { HEALTH_FILTERS } from './registry-health';
import { calendarDateOrTime, DATE_YEAR_RANGE, hasCalendarDatePart, hasUnsafeCharacters, safeText, UNSAFE_TEXT_MESSAGE } from './common';
import { decimalFromText, pageParam, searchParam, sizeParam, sortOrderParam } from './paging';

/** Labels of the AED form fields (001 §5), used in the messages '{Label} is required.'. */
export const AED_FIELD_LABELS = {
  title: 'Title',
  description: 'Description',
  accessibility: 'Accessibility',
  locationDescription: 'Location Description',
  floor: 'Floor',
  state: 'Functioning State',
  cabinetNotes: 'Cabinet Notes',
  model: 'Model',
  serialNumber: 'Serial Number',
  maintainer: 'Maintainer',
  address: 'Address',
  postalCode: 'Postal Code',
  city: 'City',
  country: 'Country',
  municipality: 'Municipality',
  latitude: 'Latitude',
  longitude: 'Longitude',
  altitude: 'Altitude',
  contact: 'Contact',
  contactPhoneNumber: 'Contact Phone Number',
  contactEmail: 'Contact Email',
  electrodeExpiry: 'Electrode Expiry',
  childElectrodeExpiry: 'Child Electrode Expiry',
  batteryExpiry: 'Battery Expiry',
  lastCheck: 'Last Check',
  electrodeLot: 'Electrode Lot',
  childElectrodeLot: 'Child Electrode Lot',
  batteryLot: 'Battery Lot',
  notes: 'Notes',
} as const;
type Field = keyof typeof AED_FIELD_LABELS;

/** A floor is a short name ("-1", "ground floor"); cabinet notes a few sentences at the door. */
export const AED_FLOOR_MAX = 20;
export const AED_CABINET_NOTES_MAX = 500;
/** A lot number as printed on the pads' or battery's package. */
export const AED_LOT_MAX = 60;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** Text, email pattern of 001 §5: text, an at sign, text, a dot, text; no spaces. */
export const AED_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Control characters are refused here as well as by the server (plugins/unsafe-text.ts), so the
// form says so before sending.
const requiredText = (f: Field, max = 500) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ message: `${AED_FIELD_LABELS[f]} is required.` })
      .refine((v) => !hasUnsafeCharacters(v), UNSAFE_TEXT_MESSAGE)
      .min(1, `${AED_FIELD_LABELS[f]} is required.`)
      .max(max, `${AED_FIELD_LABELS[f]} is too long.`),
  );
const optionalText = (f: Field, max = 2000) =>
  z.preprocess((v) => (isBlank(v) ? null : typeof v === 'string' ? v.trim() : v), safeText().max(max, `${AED_FIELD_LABELS[f]} is too long.`).nullable());

function numberField(f: Field, min: number, max: number, required: boolean) {
  const label = AED_FIELD_LABELS[f];
  return z.preprocess(
    (v) => (isBlank(v) ? null : typeof v === 'string' ? decimalFromText(v.trim()) : v),
    z
      .number({ message: `${label} must be a valid number.` })
      .refine(Number.isFinite, `${label} must be a valid number.`)
      .refine((n) => n >= min && n <= max, `${label} must be between ${min} and ${max}.`)
      .nullable()
      .refine((n) => !required || n !== null, `${label} is required.`),
  );
}

/** A calendar date: 'YYYY-MM-DD' or an ISO timestamp (the console sends midnight UTC); kept as 'YYYY-MM-DD'. */
const dateField = (f: Field) =>
  z.preprocess(
    (v) => (isBlank(v) ? null : v),
    z
      .string({ message: `${AED_FIELD_LABELS[f]} must be a date.` })
      .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, `${AED_FIELD_LABELS[f]} must be a date.`)
      .refine(hasCalendarDatePart, `${AED_FIELD_LABELS[f]} must be a real date between ${DATE_YEAR_RANGE.min} and ${DATE_YEAR_RANGE.max}.`)
      .transform((s) => s.slice(0, 10))
      .nullable(),
  );

const flags = {
  childElectrode: z.boolean().default(false),
  directionalSign3D: z.boolean().default(false),
  directionalSticker: z.boolean().default(false),
  outdoorCabinet: z.boolean().default(false),
  indoorCabinet: z.boolean().default(false),
  firstAidKit: z.boolean().default(false),
};

const accessibility = z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(ACCESSIBILITY, { message: 'Accessibility is required.' }));

/** POST admin/aed: the required fields of 001 §5, every message reported at once. */
export const aedCreateSchema = z.object({
  title: optionalText('title', 300),
  description: requiredText('description', 2000),
  accessibility,
  locationDescription: requiredText('locationDescription', 2000),
  floor: optionalText('floor', AED_FLOOR_MAX),
  cabinetNotes: optionalText('cabinetNotes', AED_CABINET_NOTES_MAX),
  model: requiredText('model'),
  serialNumber: requiredText('serialNumber'),
  maintainer: requiredText('maintainer'),
  address: requiredText('address'),
  postalCode: requiredText('postalCode', 20),
  city: requiredText('city'),
  country: requiredText('country'),
  municipality: optionalText('municipality', 200),
  latitude: numberField('latitude', -90, 90, true),
  longitude: numberField('longitude', -180, 180, true),
  altitude: numberField('altitude', -500, 9000, false),
  contact: optionalText('contact', 200),
  contactPhoneNumber: requiredText('contactPhoneNumber', 40),
  contactEmail: requiredText('contactEmail', 320).refine((v) => AED_EMAIL_PATTERN.test(v), 'Contact Email must be a valid email address.'),
  electrodeExpiry: dateField('electrodeExpiry'),
  childElectrodeExpiry: dateField('childElectrodeExpiry'),
  batteryExpiry: dateField('batteryExpiry'),
  lastCheck: dateField('lastCheck'),
  electrodeLot: optionalText('electrodeLot', AED_LOT_MAX),
  childElectrodeLot: optionalText('childElectrodeLot', AED_LOT_MAX),
  batteryLot: optionalText('batteryLot', AED_LOT_MAX),
  notes: optionalText('notes', 5000),
  ...flags,
  lockedCabinet: z.boolean().default(false),
  cabinetCode: cabinetCodeInputSchema.optional(),
  state: z.preprocess((v) => (isBlank(v) ? undefined : v), aedStateSchema.default('inService')),
  // Sent by the console; the server keeps its own timestamps.
  createdAt: z.unknown().optional(),
  modifiedAt: z.unknown().optional(),
});
export type AedCreateInput = z.input<typeof aedCreateSchema>;

/**
 * PUT admin/aed/{id}: the edit form has no required checks (001 §5), but what is sent must be
 * valid. A field that is not sent keeps its value (an empty date is not sent).
 */
export const aedUpdateSchema = z.object({
  title: optionalText('title', 300).optional(),
  description: optionalText('description').optional(),
  accessibility: z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(ACCESSIBILITY, { message: 'Accessibility must be one of ' + ACCESSIBILITY.join(', ') + '.' }).optional()),
  locationDescription: optionalText('locationDescription').optional(),
  floor: optionalText('floor', AED_FLOOR_MAX).optional(),
  state: z.preprocess((v) => (isBlank(v) ? undefined : v), aedStateSchema.optional()),
  cabinetNotes: optionalText('cabinetNotes', AED_CABINET_NOTES_MAX).optional(),
  model: optionalText('model', 500).optional(),
  serialNumber: optionalText('serialNumber', 500).optional(),
  maintainer: optionalText('maintainer', 500).optional(),
  address: optionalText('address', 500).optional(),
  postalCode: optionalText('postalCode', 20).optional(),
  city: optionalText('city', 500).optional(),
  country: optionalText('country', 500).optional(),
  municipality: optionalText('municipality', 200).optional(),
  latitude: numberField('latitude', -90, 90, true).optional(),
  longitude: numberField('longitude', -180, 180, true).optional(),
  altitude: numberField('altitude', -500, 9000, false).optional(),
  contact: optionalText('contact', 200).optional(),
  contactPhoneNumber: optionalText('contactPhoneNumber', 40).optional(),
  contactEmail: optionalText('contactEmail', 320)
    .refine((v) => v === null || AED_EMAIL_PATTERN.test(v), 'Contact Email must be a valid email address.')
    .optional(),
  electrodeExpiry: dateField('electrodeExpiry').optional(),
  childElectrodeExpiry: dateField('childElectrodeExpiry').optional(),
  batteryExpiry: dateField('batteryExpiry').optional(),
  lastCheck: dateField('lastCheck').optional(),
  electrodeLot: optionalText('electrodeLot', AED_LOT_MAX).optional(),
  childElectrodeLot: optionalText('childElectrodeLot', AED_LOT_MAX).optional(),
  batteryLot: optionalText('batteryLot', AED_LOT_MAX).optional(),
  notes: optionalText('notes', 5000).optional(),
  childElectrode: z.boolean().optional(),
  directionalSign3D: z.boolean().optional(),
  directionalSticker: z.boolean().optional(),
  outdoorCabinet: z.boolean().optional(),
  indoorCabinet: z.boolean().optional(),
  firstAidKit: z.boolean().optional(),
  lockedCabinet: z.boolean().optional(),
  /** Write-only: a code sets or replaces it, null or '' clears it, left out keeps it. */
  cabinetCode: cabinetCodeInputSchema.optional(),
  id: z.unknown().optional(),
  createdAt: z.unknown().optional(),
  modifiedAt: z.unknown().optional(),
  pictures: z.unknown().optional(),
});
export type AedUpdateInput = z.input<typeof aedUpdateSchema>;

/** The page sizes the console's AED list offers (any size up to 100 is still accepted). */
export const ADMIN_AED_PAGE_SIZES = [20, 25, 50, 100] as const;

export const ADMIN_AED_SORT = ['modifiedAt', 'createdAt', 'description', 'address', 'city', 'accessibility', 'model', 'serialNumber', 'title'] as const;

/** GET admin/aed (001 §7): defaults size 100, newest change first. */
export const adminAedListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(100),
  sortBy: z.enum(ADMIN_AED_SORT).default('modifiedAt'),
  sortOrder: sortOrderParam('desc'),
  search: searchParam(),
  lastModifiedFrom: calendarDateOrTime().optional(),
  /** Only AEDs nobody confirmed since then, never confirmed ones included ("not checked for a year"). */
  confirmedBefore: calendarDateOrTime().optional(),
  /** One of the registry health dashboard's lists (HEALTH_FILTERS). */
  health: z.enum(HEALTH_FILTERS, { message: 'Must be one of: ' + HEALTH_FILTERS.join(', ') }).optional(),
});

/** GET aed/by-expiry: an optional date range; without it, every AED page by page. */
export const aedExpiryQuerySchema = z.object({
  from: calendarDateOrTime().optional(),
  to: calendarDateOrTime().optional(),
  search: searchParam(),
  page: pageParam(),
  // Up to 1000: the by-expiry screen may ask for long pages.
  size: sizeParam(20, 1000),
});
/** What the by-expiry list asks for: a range, a search and a page (the schema's output fits it). */
export interface AedExpiryQuery {
  from?: string;
  to?: string;
  search?: string;
  page: number;
  size: number;
}

export const AED_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const aedExpiryRowSchema = z.object({
  id: z.uuid(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  accessibility: z.string(),
  status: z.enum(AED_STATUSES),
  expiryDate: z.string().nullable(),
  lastModified: z.string(),
});
export type AedExpiryRow = z.infer<typeof aedExpiryRowSchema>;

/** Picture URLs: http(s) only, trimmed. */
export const aedPictureInputSchema = z.object({
  aedId: z.uuid({ message: 'Must be a valid AED id' }),
  url: z
    .string()
    .trim()
    .min(1, 'URL is required')
    .max(2000)
    .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'Please enter a valid URL (e.g., https://example.com/image.jpg)'),
});
export const aedPictureUpdateSchema = aedPictureInputSchema.pick({ url: true });

/** One AED as the console reads and saves it: whether it has a cabinet code, never the code. */
export const adminAedDetailSchema = aedSchema.extend({ hasCabinetCode: z.boolean() });
export type AdminAedDetail = z.infer<typeof adminAedDetailSchema>;
