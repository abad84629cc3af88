import { z } from 'zod';
import { safeText } from './common';
import { isIconUrl } from './helpservice';
import { legacyRequiredText } from './legacy-content';
import { legacyListQuerySchema } from './legacy-paging';
import { MESSAGES } from './messages';

/*
 * Clubs of the legacy dashboard (002 §3, §4, §5, §7). A club has a type and a category from the
 * read-only catalogues (GET admin/ClubTypes, admin/ClubCategoryTypes), a status, an activation
 * code people join it with and a wallet its points are paid into.
 */

/** 002 §4: the statuses, with the fixed ids the API's `clubStatusId` carries, in the seeds' order. */
export const CLUB_STATUSES = { 1: 'Approved', 2: 'InReview', 3: 'Pending', 4: 'Rejected' } as const;
export type ClubStatusId = keyof typeof CLUB_STATUSES;
export type ClubStatusName = (typeof CLUB_STATUSES)[ClubStatusId];
export const CLUB_STATUS_IDS = Object.keys(CLUB_STATUSES).map(Number) as ClubStatusId[];
export const CLUB_STATUS_NAMES = CLUB_STATUS_IDS.map((id) => CLUB_STATUSES[id]) as [ClubStatusName, ...ClubStatusName[]];
export const CLUB_STATUS_ID = { Approved: 1, InReview: 2, Pending: 3, Rejected: 4 } as const satisfies Record<ClubStatusName, ClubStatusId>;
/** How the screens write a status. */
export const CLUB_STATUS_LABELS: Record<ClubStatusName, string> = { Approved: 'Approved', InReview: 'In review', Pending: 'Pending', Rejected: 'Rejected' };
/** 002 §4: a new club is Pending unless the client says otherwise. */
export const DEFAULT_CLUB_STATUS_ID: ClubStatusId = CLUB_STATUS_ID.Pending;

export const isClubStatusId = (v: unknown): v is ClubStatusId => typeof v === 'number' && v in CLUB_STATUSES;
export const clubStatusName = (id: number): ClubStatusName | undefined => CLUB_STATUSES[id as ClubStatusId];

export const CLUB_STATUS_MESSAGE = `Must be one of ${CLUB_STATUS_IDS.map((id) => `${id} (${CLUB_STATUSES[id]})`).join(', ')}`;

/** A status given by its id (3, '3') or its name in any letter case, spaces, '-' and '_' aside ('InReview', 'in review'). */
export function parseClubStatus(value: unknown): ClubStatusId | undefined {
  if (typeof value === 'number') return isClubStatusId(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return isClubStatusId(Number(text)) ? (Number(text) as ClubStatusId) : undefined;
  const key = text.replace(/[\s_-]/g, '').toLowerCase();
  return CLUB_STATUS_IDS.find((id) => CLUB_STATUSES[id].toLowerCase() === key);
}

/** Wallets are Ethereum-style addresses: 0x and 40 hexadecimal digits (either case; the checksum case is kept). */
export const WALLET_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
export const WALLET_ADDRESS_MESSAGE = 'Must be a wallet address: 0x and 40 hexadecimal digits';
/** Activation codes: 4 to 32 letters, digits and hyphens, unique whatever their letter case. */
export const ACTIVATION_CODE_PATTERN = /^[A-Za-z0-9-]{4,32}$/;
export const ACTIVATION_CODE_MESSAGE = 'Must be 4 to 32 letters, digits or hyphens';
export const ACTIVATION_CODE_TAKEN = 'Another club has this activation code';
export const CLUB_ID_MISMATCH = 'Must be the id of the club in the address';
export const UNKNOWN_CLUB_TYPE = 'There is no such club type';
export const UNKNOWN_CLUB_CATEGORY_TYPE = 'There is no such club category type';
export const CLUB_NOT_FOUND = 'Club not found';
export const CLUB_POINTS_MAX = 1_000_000_000;

export const clubSchema = z.object({
  clubId: z.uuid(),
  clubTypeId: z.uuid(),
  clubTypeName: z.string(),
  clubCategoryTypeId: z.uuid(),
  clubCategoryTypeName: z.string(),
  clubStatusId: z.number().int(),
  clubStatusName: z.enum(CLUB_STATUS_NAMES),
  name: z.string(),
  icon: z.string(),
  isPublic: z.boolean(),
  acceptPublicMembers: z.boolean(),
  activationCode: z.string(),
  walletAddress: z.string(),
  pointsAvailable: z.number().int(),
  pointsCollected: z.number().int(),
  pointsDistributed: z.number().int(),
  /** The admin who created the club; null once that account is deleted. */
  creatorUserId: z.uuid().nullable(),
  /** That admin's display name, else first and last name, else email. */
  creatorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Club = z.infer<typeof clubSchema>;

export const CLUB_SORT = ['name', 'clubTypeName', 'clubCategoryTypeName', 'clubStatusId', 'isPublic', 'pointsAvailable', 'pointsCollected', 'pointsDistributed', 'createdAt', 'updatedAt'] as const;
export type ClubSortBy = (typeof CLUB_SORT)[number];

/** GET admin/Clubs: paged from 0, searched by name, newest first unless asked otherwise. */
export const clubListQuerySchema = legacyListQuerySchema(CLUB_SORT, 'createdAt', 'desc');
export type ClubListQuery = z.output<typeof clubListQuerySchema>;

/** Sent but empty ('', null) is the seeds' required message; anything else must match the pattern (which bounds its length). */
const requiredText = (pattern: RegExp, message: string) => z.preprocess((v) => v ?? '', safeText().trim().min(1, { message: MESSAGES.required, abort: true }).regex(pattern, message));

/** A catalogue entry's id: required when sent (null or '' is 'This field is required!'), lower case. */
const catalogueRef = z.preprocess(
  (v) => v ?? '',
  z
    .string({ message: 'Must be a valid id' })
    .trim()
    .min(1, { message: MESSAGES.required, abort: true })
    .pipe(z.uuid({ message: 'Must be a valid id' }))
    .transform((v) => v.toLowerCase()),
);

const statusId = z.preprocess(
  (v) => (v === '' ? null : v),
  z.number({ error: (iss) => (iss.input === null || iss.input === undefined ? MESSAGES.required : CLUB_STATUS_MESSAGE) }).refine(isClubStatusId, CLUB_STATUS_MESSAGE),
);

/** Points: whole numbers of 0 or more, as JSON numbers (a string, 1.5 or -1 is refused). */
const points = z
  .number({ error: (iss) => (iss.input === null || iss.input === undefined ? MESSAGES.required : 'Must be a whole number') })
  .int('Must be a whole number')
  .min(0, 'Must be 0 or more')
  .max(CLUB_POINTS_MAX, `At most ${CLUB_POINTS_MAX}`);

const flag = z.boolean({ message: 'Must be true or false' });

const clubFields = {
  name: legacyRequiredText(200),
  icon: z.preprocess(
    (v) => v ?? '',
    safeText()
      .trim()
      .min(1, { message: MESSAGES.required, abort: true })
      .max(2048, 'At most 2048 characters')
      .refine(isIconUrl, 'Must be an http(s) address or a path of this site (/...)'),
  ),
  clubTypeId: catalogueRef,
  clubCategoryTypeId: catalogueRef,
  clubStatusId: statusId,
  isPublic: flag,
  acceptPublicMembers: flag,
  activationCode: requiredText(ACTIVATION_CODE_PATTERN, ACTIVATION_CODE_MESSAGE),
  walletAddress: requiredText(WALLET_ADDRESS_PATTERN, WALLET_ADDRESS_MESSAGE),
  pointsAvailable: points,
  pointsCollected: points,
  pointsDistributed: points,
};

/** Sent by older clients (002 §7) and ignored: the creator is always the signed-in admin. */
const ignoredCreator = z.unknown().optional().meta({ description: 'Ignored: the creator is the signed-in admin' });

/**
 * POST admin/Clubs (002 §5, §7). Unsent: Pending, not public, 0 points, and (on the server) the
 * FriendList type and the Personal category; sent but empty required fields are refused.
 */
export const clubInputSchema = z.object({
  ...clubFields,
  clubTypeId: clubFields.clubTypeId.optional(),
  clubCategoryTypeId: clubFields.clubCategoryTypeId.optional(),
  clubStatusId: clubFields.clubStatusId.default(DEFAULT_CLUB_STATUS_ID),
  isPublic: flag.default(false),
  acceptPublicMembers: flag.default(false),
  pointsAvailable: points.default(0),
  pointsCollected: points.default(0),
  pointsDistributed: points.default(0),
  creatorUserId: ignoredCreator,
});
export type ClubInput = z.input<typeof clubInputSchema>;
export type ClubValues = z.output<typeof clubInputSchema>;

/** PUT admin/Clubs/{id}: the same fields plus clubId (which must be the path's); unsent fields are kept. */
export const clubUpdateSchema = z.object({
  clubId: z.string().optional(),
  ...(Object.fromEntries(Object.entries(clubFields).map(([k, s]) => [k, s.optional()])) as { [K in keyof typeof clubFields]: z.ZodOptional<(typeof clubFields)[K]> }),
  creatorUserId: ignoredCreator,
});
export type ClubUpdate = z.output<typeof clubUpdateSchema>;

/** POST admin/Clubs/Status: `status` is a status name ('Approved') or its id (1). */
export const clubStatusChangeSchema = z.object({
  id: z.uuid({ error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? MESSAGES.required : 'Must be a valid id') }),
  status: z
    .unknown()
    .transform((v, ctx) => {
      const id = parseClubStatus(v);
      if (id === undefined) {
        ctx.addIssue({ code: 'custom', message: v === undefined || v === null || v === '' ? MESSAGES.required : CLUB_STATUS_MESSAGE });
        return z.NEVER;
      }
      return id;
    })
    .meta({ description: `A status name (${CLUB_STATUS_NAMES.join(', ')}) or its id (${CLUB_STATUS_IDS.join(', ')})` }),
});
export type ClubStatusChange = z.output<typeof clubStatusChangeSchema>;
