import { accessibilityLabel, AED_FIELD_LABELS, AUDIT_ENTITY_LABELS, EQUIPMENT_LABELS, HELP_CENTER_FIELD_LABELS, type AuditEntityType, type AuditEntry } from '@aedatlas/contracts';

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

const LABELS: Record<string, string> = {
  ...AED_FIELD_LABELS,
  ...EQUIPMENT_LABELS,
  ...HELP_CENTER_FIELD_LABELS,
  openingHours: 'Opening Hours',
  placeDerived: 'Place Derived',
  source: 'Source',
  sourceId: 'Source ID',
  keepOurs: 'Keep Ours',
  // A cabinet code's history says set, replaced or cleared (the server never keeps the code there).
  lockedCabinet: 'Locked cabinet',
  cabinetCode: 'Cabinet code',
  possiblyInUseUntil: 'Possibly in use until',
  // A reveal's entry: the call it was for and who asked.
  callReference: 'Call reference',
  revealedBy: 'Revealed by',
  revealedByKind: 'Revealed by a',
  url: 'URL',
  // Users, ICE contacts and activities: every record the audit log shows.
  displayName: 'Display Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  languageCode: 'Language',
  userType: 'User Type',
  profileImageUrl: 'Profile Image',
  iceContacts: 'ICE Contacts',
  language: 'Language',
  points: 'Points',
  organization: 'Organization',
  street: 'Street',
  zipCode: 'Zip Code',
  startsAt: 'Starts At',
  expiresAt: 'Expires At',
};

/** Bookkeeping the server changes on every save: not a change anybody made. */
const IGNORED = new Set(['id', 'createdAt', 'modifiedAt', 'updatedAt', 'lastLoginAt', 'pictures', 'pictureCount', 'hasCabinetCode', 'clientId']);

export const EMPTY_VALUE = '(empty)';

/** A field's name as the form and the history say it. */
export const fieldLabel = (field: string): string => LABELS[field] ?? field;

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

/** Field by field, the state a created or deleted record had (its first or last state). */
export function recordFields(value: unknown): FieldChange[] {
  return diffRecords({}, value).map((change) => ({ ...change, before: EMPTY_VALUE }));
}

const ARTICLE: Record<string, string> = { aed: 'the AED', 'aed-cabinet-code': 'the cabinet code', 'aed-picture': 'a picture', 'aed-maintainers': 'the maintainer contacts', 'aed-guardian': 'a guardian', user: 'the user', 'ice-contact': 'an ICE contact', activity: 'the activity', helpcenter: 'the help center' };
const VERB = { create: 'Created', update: 'Updated', delete: 'Deleted', restore: 'Restored', purge: 'Deleted forever', reveal: 'Revealed' } as const;

/** One line saying what happened: 'Updated the AED', 'Added a picture', 'Deleted an ICE contact'... */
export function historyTitle(entry: Pick<AuditEntry, 'action' | 'entityType'>): string {
  const what = ARTICLE[entry.entityType] ?? (AUDIT_ENTITY_LABELS[entry.entityType as AuditEntityType] ?? entry.entityType).toLowerCase();
  if (entry.entityType === 'aed-picture') return { create: 'Added a picture', update: 'Changed a picture', delete: 'Deleted a picture', restore: 'Restored a picture', purge: 'Deleted a picture forever', reveal: 'Revealed a picture' }[entry.action];
  return `${VERB[entry.action]} ${what}`;
}
