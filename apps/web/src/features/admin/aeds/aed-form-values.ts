import { EQUIPMENT_FLAGS, type Aed } from '@aedatlas/contracts';
import { formatDateTime } from '../../../lib/format';
import type { FormValues } from '../resource/resource-types';

export const AED_DATE_FIELDS = ['electrodeExpiry', 'childElectrodeExpiry', 'batteryExpiry', 'lastCheck'] as const;
const TEXT_FIELDS = [
  'title', 'description', 'locationDescription', 'floor', 'cabinetNotes', 'model', 'serialNumber', 'maintainer', 'address', 'postalCode', 'city', 'country',
  'municipality', 'contact', 'contactPhoneNumber', 'contactEmail', 'electrodeLot', 'childElectrodeLot', 'batteryLot', 'notes',
] as const;

/** A new AED: every text empty, accessibility '24/7 Access' (001 §3), in service, no equipment. */
export function newAedValues(): FormValues {
  const values: FormValues = { accessibility: 'FULL_24H', state: 'inService', latitude: '', longitude: '', altitude: '', lockedCabinet: false, cabinetCode: '' };
  for (const f of TEXT_FIELDS) values[f] = '';
  for (const f of AED_DATE_FIELDS) values[f] = '';
  for (const f of EQUIPMENT_FLAGS) values[f] = false;
  return values;
}

/** A stored date as the date input wants it: 'YYYY-MM-DD' (001 §5 'Dates shown as YYYY-MM-DD'). */
export function toDateInput(value: string | null | undefined): string {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
}

/** 'YYYY-MM-DD' -> midnight UTC as an ISO timestamp (001 §5 'Sent'). */
export function toMidnightUtc(date: string): string {
  return `${date.slice(0, 10)}T00:00:00.000Z`;
}

/** An AED as the edit form shows it: the cabinet code empty (write-only), whether one is on file aside. */
export function aedToValues(aed: Aed & { hasCabinetCode?: boolean }): FormValues {
  const values: FormValues = {
    lockedCabinet: aed.lockedCabinet ?? false,
    cabinetCode: '',
    removeCabinetCode: false,
    hasCabinetCode: aed.hasCabinetCode === true,
    id: aed.id,
    createdAt: formatDateTime(aed.createdAt),
    modifiedAt: formatDateTime(aed.modifiedAt),
    accessibility: aed.accessibility ?? '',
    state: aed.state,
    latitude: aed.latitude ?? '',
    longitude: aed.longitude ?? '',
    altitude: aed.altitude ?? '',
  };
  for (const f of TEXT_FIELDS) values[f] = aed[f] ?? '';
  for (const f of AED_DATE_FIELDS) values[f] = toDateInput(aed[f]);
  for (const f of EQUIPMENT_FLAGS) values[f] = Boolean(aed[f]);
  return values;
}

/** Create body from the parsed form: dates at midnight UTC or null, plus createdAt and modifiedAt (001 §7). */
export function toCreatePayload(parsed: FormValues, now = new Date()): Record<string, unknown> {
  const body: Record<string, unknown> = { ...parsed };
  for (const f of AED_DATE_FIELDS) body[f] = typeof parsed[f] === 'string' && parsed[f] ? toMidnightUtc(parsed[f] as string) : null;
  body.altitude = parsed.altitude ?? null;
  if (!body.cabinetCode) delete body.cabinetCode;
  body.createdAt = now.toISOString();
  body.modifiedAt = now.toISOString();
  return body;
}

/**
 * Update body from the parsed form: read-only fields left out, dates at midnight UTC, and an
 * empty date not sent at all, so the stored one is kept (001 §5 'Edit AED').
 */
export function toUpdatePayload(parsed: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key === 'id' || key === 'createdAt' || key === 'modifiedAt' || key === 'pictures' || key === 'removeCabinetCode' || value === undefined) continue;
    // The code is write-only: empty keeps the stored one; only the remove box clears it.
    if (key === 'cabinetCode' && !value) continue;
    if ((AED_DATE_FIELDS as readonly string[]).includes(key)) {
      if (typeof value === 'string' && value) body[key] = toMidnightUtc(value);
      continue;
    }
    body[key] = value;
  }
  if (parsed.removeCabinetCode === true) body.cabinetCode = null;
  return body;
}
