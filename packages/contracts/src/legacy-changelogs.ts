import { z } from 'zod';
import { isCalendarDate, safeText } from './common';
import { serviceDate } from './constants';
import { legacyRequiredText } from './legacy-content';
import { MESSAGES } from './messages';

/** 002 §9: the platforms a changelog entry is for. */
export const CHANGELOG_TYPES = ['ios', 'android'] as const;
export type ChangelogType = (typeof CHANGELOG_TYPES)[number];
export const CHANGELOG_TYPE_LABELS: Record<ChangelogType, string> = { ios: 'iOS', android: 'Android' };

/** One changelog entry (002 §3), keyed by its type and version; `date` is 'YYYY-MM-DD'. */
export const changelogSchema = z.object({
  type: z.enum(CHANGELOG_TYPES),
  version: z.string(),
  date: z.string(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Changelog = z.infer<typeof changelogSchema>;

/** GET admin/Changelogs (002 §7): both platforms' lists, each newest date first, then the highest version. */
export const changelogListSchema = z.object({ ios: z.array(changelogSchema), android: z.array(changelogSchema) });
export type ChangelogList = z.infer<typeof changelogListSchema>;

export const CHANGELOG_VERSION_MAX = 50;
export const CHANGELOG_TEXT_MAX = 10_000;
export const CHANGELOG_TYPE_MESSAGE = "Must be 'ios' or 'android'";
export const CHANGELOG_VERSION_FORMAT = 'A version must not contain /, \\, ?, # or %';
export const CHANGELOG_DATE_MESSAGE = 'Must be a real date (YYYY-MM-DD or an ISO date and time)';
export const changelogVersionTaken = (type: ChangelogType) => `${CHANGELOG_TYPE_LABELS[type]} already has a changelog entry with this version`;

// The version is part of the entry's address ({type}/{version}): nothing that would change the path.
const VERSION_PATTERN = /^[^/\\?#%]+$/;

const ISO_LIKE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The calendar day of an ISO-like date: 'YYYY-MM-DD' or a date and time. A time with an offset
 * (what `toISOString()` sends for a local midnight) is read as the day it is in the service's
 * time zone; one without an offset by its date part. Undefined when it is not a real day.
 */
export function changelogDay(value: string): string | undefined {
  const m = ISO_LIKE.exec(value.trim());
  if (!m || !isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return undefined;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return undefined;
  if (!m[7]) return `${m[1]}-${m[2]}-${m[3]}`;
  const at = new Date(value.trim());
  return Number.isNaN(at.getTime()) ? undefined : serviceDate(at);
}

/**
 * 002 §5: the screen takes MM/DD/YYYY and sends it ISO-like ('YYYY-MM-DD'). Undefined for
 * anything that is not a real calendar day in that format (02/30/2025, 13/01/2025).
 */
export function usDateToIso(value: string): string | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!m || !isCalendarDate(Number(m[3]), Number(m[1]), Number(m[2]))) return undefined;
  return `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' as the screen shows and takes it: MM/DD/YYYY. */
export const isoDateToUs = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const required = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? '', schema);

export const changelogTypeParam = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(CHANGELOG_TYPES, { message: CHANGELOG_TYPE_MESSAGE }),
);
const changelogType = z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), changelogTypeParam.optional()).refine((v) => v !== undefined, MESSAGES.required);

const changelogFields = {
  version: required(safeText().trim().min(1, MESSAGES.required).max(CHANGELOG_VERSION_MAX, `At most ${CHANGELOG_VERSION_MAX} characters`).regex(VERSION_PATTERN, CHANGELOG_VERSION_FORMAT)),
  type: changelogType.transform((v) => v as ChangelogType),
  text: legacyRequiredText(CHANGELOG_TEXT_MAX),
  date: z
    .string({ error: CHANGELOG_DATE_MESSAGE })
    .max(40, CHANGELOG_DATE_MESSAGE)
    .refine((v) => changelogDay(v) !== undefined, CHANGELOG_DATE_MESSAGE)
    .transform((v) => changelogDay(v)!),
};

/** POST admin/Changelogs (002 §5, §7): version, type and text required; no date means today. */
export const changelogInputSchema = z.object({
  ...changelogFields,
  date: changelogFields.date.nullish().transform((v) => v ?? serviceDate()),
});
export type ChangelogInput = z.input<typeof changelogInputSchema>;
export type ChangelogValues = z.output<typeof changelogInputSchema>;

/** PUT admin/Changelogs/{type}/{version}: the same fields, each optional; version and type may change. */
export const changelogUpdateSchema = z.object({
  version: changelogFields.version.optional(),
  type: changelogFields.type.optional(),
  text: changelogFields.text.optional(),
  date: changelogFields.date.optional(),
});
export type ChangelogUpdate = z.output<typeof changelogUpdateSchema>;

/** The address of one entry: /admin/Changelogs/{type}/{version}. */
export const changelogKeyParamsSchema = z.object({
  type: changelogTypeParam,
  version: safeText().trim().min(1, MESSAGES.required).max(CHANGELOG_VERSION_MAX, `At most ${CHANGELOG_VERSION_MAX} characters`),
});
export type ChangelogKey = z.output<typeof changelogKeyParamsSchema>;

/** The audit log's id of an entry. */
export const changelogEntityId = (key: { type: string; version: string }) => `${key.type}/${key.version}`;
