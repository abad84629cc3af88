import { LANGUAGE_CODES, activityInputSchema, type Activity } from '@aedatlas/contracts';
import dayjs from 'dayjs';
import { z } from 'zod';
import { formatDateTime } from '../../../lib/format';
import type { FormSection, FormValues } from '../resource/resource-types';

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A datetime-local value (the admin's own time zone) -> ISO instant; blank -> null; nonsense stays for the schema to refuse. */
export function localToIso(value: unknown): unknown {
  if (blank(value)) return null;
  const date = dayjs(String(value));
  return date.isValid() ? date.toISOString() : value;
}

/** Number inputs give text: blank -> `empty`, else a number (NaN is refused by the schema's message). */
const toNumber = (value: unknown, empty: null | undefined) => (blank(value) ? empty : Number(value));

/** The form's text values -> the shape activityInputSchema checks (its messages: 'Title is required'...). */
export function formToActivityInput(values: unknown): unknown {
  if (!values || typeof values !== 'object') return values;
  const v = values as FormValues;
  return {
    ...v,
    points: toNumber(v.points, undefined),
    latitude: toNumber(v.latitude, null),
    longitude: toNumber(v.longitude, null),
    startsAt: localToIso(v.startsAt),
    expiresAt: localToIso(v.expiresAt),
  };
}

export const activityFormSchema = z.preprocess(formToActivityInput, activityInputSchema);

const local = (iso: string | null) => (iso && dayjs(iso).isValid() ? dayjs(iso).format(LOCAL_INPUT) : '');
const str = (v: string | number | null) => (v === null ? '' : String(v));

export const newActivityValues: FormValues = {
  title: '',
  description: '',
  language: '',
  points: '0',
  organization: '',
  street: '',
  city: '',
  zipCode: '',
  country: '',
  latitude: '',
  longitude: '',
  startsAt: '',
  expiresAt: '',
};

export function activityToValues(a: Activity): FormValues {
  return {
    id: a.id,
    title: a.title,
    description: str(a.description),
    language: str(a.language),
    points: String(a.points),
    organization: str(a.organization),
    street: str(a.street),
    city: str(a.city),
    zipCode: str(a.zipCode),
    country: str(a.country),
    latitude: str(a.latitude),
    longitude: str(a.longitude),
    startsAt: local(a.startsAt),
    expiresAt: local(a.expiresAt),
    createdAt: formatDateTime(a.createdAt),
    updatedAt: formatDateTime(a.updatedAt),
  };
}

export const activityFormSections: FormSection[] = [
  {
    title: 'General',
    fields: [
      { name: 'title', label: 'Title', required: true, wide: true },
      { name: 'description', label: 'Description', type: 'textarea', rows: 4 },
      { name: 'organization', label: 'Organization', autoComplete: 'organization' },
      { name: 'points', label: 'Points', type: 'number', step: '1' },
      { name: 'language', label: 'Language', type: 'select', blankOption: 'No language', options: LANGUAGE_CODES.map((code) => ({ value: code, label: code })) },
    ],
  },
  {
    title: 'Location',
    fields: [
      { name: 'street', label: 'Street' },
      { name: 'city', label: 'City' },
      { name: 'zipCode', label: 'Zip Code' },
      { name: 'country', label: 'Country' },
      { name: 'latitude', label: 'Latitude', type: 'number' },
      { name: 'longitude', label: 'Longitude', type: 'number' },
    ],
  },
  {
    title: 'Schedule',
    fields: [
      { name: 'startsAt', label: 'Starts At', type: 'datetime-local' },
      { name: 'expiresAt', label: 'Expires At', type: 'datetime-local' },
    ],
  },
  {
    title: 'Record',
    fields: [
      { name: 'id', label: 'ID', readOnly: true, only: 'edit', wide: true },
      { name: 'createdAt', label: 'Created At', readOnly: true, only: 'edit' },
      { name: 'updatedAt', label: 'Updated At', readOnly: true, only: 'edit' },
    ],
  },
];
