import { z } from 'zod';
import { legacyListQuerySchema } from './legacy-paging';

/** A challenge type (002 §3): a read-only catalogue, worth points, shown in `orderNum` order. */
export const challengeTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  icon: z.string(),
  valuePoints: z.number().int(),
  orderNum: z.number().int(),
});
export type ChallengeType = z.infer<typeof challengeTypeSchema>;

/**
 * 002 §4 shows only `challengeStatusId`; these are the values and the names we give them:
 * a challenge is sent (Pending), then Accepted or Declined by the contender; an accepted one
 * ends Completed (points distributed) or is Cancelled.
 */
export const CHALLENGE_STATUSES = { 1: 'Pending', 2: 'Accepted', 3: 'Declined', 4: 'Completed', 5: 'Cancelled' } as const;
export type ChallengeStatusId = keyof typeof CHALLENGE_STATUSES;
export const CHALLENGE_STATUS_IDS = Object.keys(CHALLENGE_STATUSES).map(Number) as ChallengeStatusId[];
export const challengeStatusName = (id: number): string => CHALLENGE_STATUSES[id as ChallengeStatusId] ?? `Status ${id}`;

/** One side of a challenge: a user, by the name people see. */
export const challengeUserSchema = z.object({ id: z.uuid(), name: z.string() });

/** A sport activity challenge between two users (002 §3). Times are ISO strings. */
export const challengeSchema = z.object({
  id: z.uuid(),
  challenger: challengeUserSchema,
  contender: challengeUserSchema,
  comment: z.string().nullable(),
  createdTime: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  pointsAvailable: z.number().int(),
  pointsDistributed: z.number().int(),
  challengeStatusId: z.number().int(),
  challengeStatusName: z.string(),
  challengeTypeId: z.uuid(),
  challengeTypeName: z.string(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** Columns the challenges table sorts by; newest first by default. */
export const CHALLENGE_SORT = ['createdTime', 'startTime', 'endTime', 'challengeStatusId', 'challenger', 'contender', 'pointsAvailable'] as const;
export type ChallengeSortBy = (typeof CHALLENGE_SORT)[number];

/** GET admin/Challenges?page&itemsPerPage=12: paged from 0 (002 §7); searches both names and the comment. */
export const challengeListQuerySchema = legacyListQuerySchema(CHALLENGE_SORT, 'createdTime', 'desc');
export type ChallengeListQuery = z.output<typeof challengeListQuerySchema>;
