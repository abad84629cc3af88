/**
 * The trash: what the admin console deleted, kept for a while so it can be restored (the undo
 * toast right after a delete, or the Trash page later). After the retention period
 * (TRASH_RETENTION_DAYS, default 30) a background job removes it for good, with its files.
 *
 * Kept apart from the trash's schemas: every page's HTTP layer reads the header name, and pages
 * must not load the validation library for it.
 */
export const TRASH_RETENTION_DAYS_DEFAULT = 30;

/** The response header of a console delete that names its trash entry, so the web can offer Undo. */
export const TRASH_ENTRY_HEADER = 'x-trash-entry-id';

/** What kind of record an entry holds; the generic admin records use their audit entity type. */
export const TRASH_KINDS = ['aed', 'aed-picture', 'ice-contact', 'helpservice', 'helpservice-option', 'localization', 'helpcenter', 'activity', 'advertisement', 'news', 'nfc-tag', 'store-item', 'club', 'changelog', 'role', 'storage-object', 'file'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];
export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  aed: 'AED',
  'aed-picture': 'AED picture',
  'ice-contact': 'ICE contact',
  helpservice: 'Help service',
  'helpservice-option': 'Help service option',
  helpcenter: 'Help center',
  advertisement: 'Advertisement',
  news: 'News item',
  'nfc-tag': 'NFC tag',
  'store-item': 'Store item',
  localization: 'Translation',
  activity: 'Activity',
  club: 'Club',
  changelog: 'Changelog entry',
  role: 'User role',
  'storage-object': 'Storage file',
  file: 'Uploaded file',
};
