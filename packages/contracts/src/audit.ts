import { z } from 'zod';
import { numberParam, pageParam, searchParam, sizeParam } from './paging';

/** What the audit log records changes of; the audit log screen filters by these. */
export const AUDIT_ENTITY_TYPES = ['aed', 'aed-picture', 'aed-maintainers', 'aed-guardian', 'recall', 'registry-import', 'user', 'ice-contact', 'activity', 'notification-send', 'helpcenter', 'helpservice', 'helpservice-option', 'localization', 'file', 'storage-object', 'advertisement', 'news', 'role', 'nfc-tag', 'changelog', 'store-item', 'club', 'api-client', 'webhook', 'aed-cabinet-code'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  aed: 'AED',
  'aed-picture': 'AED picture',
  'aed-maintainers': 'AED maintainers',
  'aed-guardian': 'AED guardian',
  recall: 'Recall',
  'registry-import': 'Registry import',
  user: 'User',
  'ice-contact': 'ICE contact',
  activity: 'Activity',
  'notification-send': 'Notification send',
  helpcenter: 'Help center',
  helpservice: 'Help service',
  'helpservice-option': 'Help service option',
  localization: 'Translation',
  file: 'Uploaded file',
  'storage-object': 'Storage file or folder',
  advertisement: 'Advertisement',
  news: 'News item',
  role: 'User role',
  'nfc-tag': 'NFC tag',
  changelog: 'Changelog entry',
  'store-item': 'Store item',
  club: 'Club',
  'api-client': 'API client',
  webhook: 'Webhook',
  // A dispatcher's reveal of an AED's cabinet code: the call and who, never the code.
  'aed-cabinet-code': 'Cabinet code reveal',
};
// 'restore': brought back from the trash; 'purge': removed from the trash for good.
/** `reveal`: a dispatcher read a secret (a cabinet code) for a call; the entry names the call, never the secret. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'purge', 'reveal'] as const;

/** One audited change: who, when, which record (and the record it belongs to), before and after. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.string(),
  entityId: z.string(),
  parentId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Entries one answer of a record's history holds at most: the newest first, then older ones by `before`. */
export const HISTORY_PAGE_SIZE = 100;

/** GET admin/audit/{type}/{id} and admin/aed/{id}/history: `before`, an entry's id, asks for the entries older than it. */
export const recordHistoryQuerySchema = z.object({
  before: z.uuid({ message: 'Must be a valid id' }).optional(),
});
export type RecordHistoryQuery = z.output<typeof recordHistoryQuerySchema>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET admin/audit: newest first, page from 0; every filter is optional. */
export const auditLogQuerySchema = z.object({
  page: numberParam(z.number({ message: 'Must be a number' }).int().min(0, 'Must be 0 or more').default(0)),
  size: numberParam(z.number({ message: 'Must be a number' }).int().min(1, 'At least 1').max(200, 'At most 200').default(25)),
  entityType: z.preprocess(blankToUndefined, z.enum(AUDIT_ENTITY_TYPES, { message: `Must be one of ${AUDIT_ENTITY_TYPES.join(', ')}` }).optional()),
  entityId: z.preprocess(blankToUndefined, z.string().trim().max(100, 'At most 100 characters').optional()),
  actorId: z.preprocess(blankToUndefined, z.uuid({ message: 'Must be a valid id' }).optional()),
  // 'delete' finds deleted records, each with its last state.
  action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS, { message: `Must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional()),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** An admin who appears in the audit log (the screen's 'Admin' filter), with the email of their latest change. */
export const auditActorSchema = z.object({ actorId: z.string(), actorEmail: z.string().nullable() });
export type AuditActor = z.infer<typeof auditActorSchema>;

/** Admins the 'Admin' filter offers at once; more are found by searching. */
export const AUDIT_ACTORS_PAGE_SIZE = 100;

/** GET admin/audit/actors: the most recently active first; `search` finds an email or id (case and diacritics aside). */
export const auditActorsQuerySchema = z.object({ search: searchParam(), page: pageParam(), size: sizeParam(AUDIT_ACTORS_PAGE_SIZE) });
export type AuditActorsQuery = z.output<typeof auditActorsQuerySchema>;
