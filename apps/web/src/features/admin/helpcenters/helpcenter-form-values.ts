import { helpCenterInputSchema, type HelpCenter } from '@aedatlas/contracts';
import { z } from 'zod';
import { formatDateTime } from '../../../lib/format';
import type { FormValues } from '../resource/resource-types';

/*
 * 001 §5 'Help center': no required fields; numeric ids parsed to numbers with empty as 0; empty
 * texts sent as ''. Coordinates and altitude: empty is sent as null, not 0 (0, 0 is a real place
 * in the Gulf of Guinea; docs/seeds-choices.md). Times: empty is null (not known).
 */

export const ID_FIELDS = ['helpCenterId', 'helpCenterTypeId', 'institutionId', 'locationId', 'clientId'] as const;
export const MEASURE_FIELDS = ['latitude', 'longitude', 'altitude'] as const;
export const TIME_FIELDS = ['openTime', 'closeTime'] as const;
export const TEXT_FIELDS = [
  'name', 'description', 'additionalDescription', 'address', 'city', 'postalCode',
  'phoneNumber', 'phoneNumber1', 'mobileNumber', 'email', 'language', 'photoUri',
] as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** Number inputs give text: blank -> `empty`, else a number (NaN is refused by the schema's message). */
const toNumber = (v: unknown, empty: 0 | null) => (blank(v) ? empty : typeof v === 'number' ? v : Number(v));

/** The form's text values -> the body helpCenterInputSchema checks (its messages: 'Latitude must be between -90 and 90'...). */
export function formToHelpCenterInput(values: unknown): unknown {
  if (!values || typeof values !== 'object') return values;
  const v = values as FormValues;
  const body: FormValues = { validated: v.validated === true };
  for (const f of TEXT_FIELDS) body[f] = typeof v[f] === 'string' ? v[f] : '';
  for (const f of ID_FIELDS) body[f] = toNumber(v[f], 0);
  for (const f of MEASURE_FIELDS) body[f] = toNumber(v[f], null);
  for (const f of TIME_FIELDS) body[f] = blank(v[f]) ? null : v[f];
  return body;
}

/** The resolver's schema: form text in, the API's body out. */
export const helpCenterFormSchema = z.preprocess(formToHelpCenterInput, helpCenterInputSchema);

/**
 * A stored time as the time input shows it: 'HH:MM' ('HH:MM:SS' when it has seconds). A close at
 * '24:00' shows as '00:00', midnight, the only way a time input can show it; it is sent back only
 * if the admin changes it (see toUpdatePayload), so the stored '24:00' stays.
 */
export function toTimeInput(time: string | null): string {
  if (!time) return '';
  const hhmm = time.startsWith('24:00') ? '00:00' : time.slice(0, 5);
  return time.length > 5 && !time.endsWith(':00') ? `${hhmm}${time.slice(5, 8)}` : hhmm;
}

export function newHelpCenterValues(): FormValues {
  const values: FormValues = { validated: false };
  for (const f of TEXT_FIELDS) values[f] = '';
  for (const f of ID_FIELDS) values[f] = '';
  for (const f of MEASURE_FIELDS) values[f] = '';
  for (const f of TIME_FIELDS) values[f] = '';
  return values;
}

/** A help center as the edit form shows it; id and timestamps read-only. */
export function helpCenterToValues(h: HelpCenter): FormValues {
  const values: FormValues = { id: h.id, createdAt: formatDateTime(h.createdAt), modifiedAt: formatDateTime(h.modifiedAt), validated: h.validated };
  for (const f of TEXT_FIELDS) values[f] = h[f] ?? '';
  for (const f of ID_FIELDS) values[f] = String(h[f] ?? 0);
  for (const f of MEASURE_FIELDS) values[f] = h[f] === null ? '' : String(h[f]);
  for (const f of TIME_FIELDS) values[f] = toTimeInput(h[f]);
  return values;
}

/** The create body (001 §7): every field, plus createdAt and modifiedAt, which the server replaces with its own. */
export function toCreatePayload(parsed: FormValues, now = new Date()): FormValues {
  return { ...parsed, createdAt: now.toISOString(), modifiedAt: now.toISOString() };
}

/**
 * The update body: the id (001 §7 'id on update') and only the fields the admin changed, so a
 * value the form cannot show exactly (a '24:00' close) is never overwritten by its look-alike.
 * Unsent fields keep their stored values; the If-Match version guards the rest.
 */
export function toUpdatePayload(parsed: FormValues, record: HelpCenter): FormValues {
  const baseline = helpCenterFormSchema.safeParse(helpCenterToValues(record));
  if (!baseline.success) return { id: record.id, ...parsed };
  const loaded = baseline.data as FormValues;
  const changed = Object.entries(parsed).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(loaded[key]));
  return { id: record.id, ...Object.fromEntries(changed) };
}
