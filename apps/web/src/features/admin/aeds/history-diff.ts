import { accessibilityLabel, AED_FIELD_LABELS, EQUIPMENT_LABELS } from '@aedatlas/contracts';
import type { AuditEntry } from './api/get-aed-history';

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

const LABELS: Record<string, string> = {
  ...AED_FIELD_LABELS,
  ...EQUIPMENT_LABELS,
  openingHours: 'Opening Hours',
  placeDerived: 'Place Derived',
  source: 'Source',
  sourceId: 'Source ID',
  url: 'URL',
};

/** Bookkeeping the server changes on every save: not a change anybody made. */
const IGNORED = new Set(['id', 'createdAt', 'modifiedAt', 'updatedAt', 'pictures', 'pictureCount']);

export const EMPTY_VALUE = '(empty)';

/** A value as a person reads it in the history. */
export function historyValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'accessibility' && typeof value === 'string') return accessibilityLabel(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z)?$/.test(value)) return value.slice(0, 10);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Field-by-field differences between an update's before and after, in the form's field order. */
export function diffRecords(before: unknown, after: unknown): FieldChange[] {
  const a = asRecord(before);
  const b = asRecord(after);
  const order = Object.keys(LABELS);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((k) => !IGNORED.has(k))
    .sort((x, y) => (order.indexOf(x) === -1 ? 999 : order.indexOf(x)) - (order.indexOf(y) === -1 ? 999 : order.indexOf(y)));
  return keys
    .map((field) => ({ field, label: LABELS[field] ?? field, before: historyValue(field, a[field]), after: historyValue(field, b[field]) }))
    .filter((change) => change.before !== change.after);
}

/** One line saying what happened: 'Updated the AED', 'Added a picture'... */
export function historyTitle(entry: Pick<AuditEntry, 'action' | 'entityType'>): string {
  const picture = entry.entityType === 'aed-picture';
  if (entry.action === 'create') return picture ? 'Added a picture' : 'Created the AED';
  if (entry.action === 'delete') return picture ? 'Deleted a picture' : 'Deleted the AED';
  return picture ? 'Changed a picture' : 'Updated the AED';
}
