import { challengeStatusName, type Challenge, type ChallengeListQuery, type ChallengeType } from '@aedatlas/contracts';
import { asc, desc, eq, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { containsFolded, orderByColumn, searchableText } from '../../../db/text-search';
import { listReads } from '../list-reads';
import { userSearchCondition } from '../../users/users.search';
import { users } from '../../users/users.table';
import { challengeTypes, challenges } from './challenges.table';

const challenger = alias(users, 'challenger');
const contender = alias(users, 'contender');

/** The name people see: the display name, else first and last name, else the email. */
const nameOf = (u: Record<'displayName' | 'firstName' | 'lastName' | 'email', AnyColumn>) => sql<string>`coalesce(nullif(${u.displayName}, ''), nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), ''), ${u.email})`;

const columns = {
  id: challenges.id,
  challengerId: challenges.challengerId,
  challengerName: nameOf(challenger),
  contenderId: challenges.contenderId,
  contenderName: nameOf(contender),
  comment: challenges.comment,
  createdTime: challenges.createdTime,
  startTime: challenges.startTime,
  endTime: challenges.endTime,
  pointsAvailable: challenges.pointsAvailable,
  pointsDistributed: challenges.pointsDistributed,
  challengeStatusId: challenges.statusId,
  challengeTypeId: challenges.typeId,
  challengeTypeName: challengeTypes.name,
};

interface Row {
  id: string;
  challengerId: string;
  challengerName: string;
  contenderId: string;
  contenderName: string;
  comment: string | null;
  createdTime: Date;
  startTime: Date;
  endTime: Date;
  pointsAvailable: number;
  pointsDistributed: number;
  challengeStatusId: number;
  challengeTypeId: string;
  challengeTypeName: string;
}

const toDto = (r: Row): Challenge => ({
  id: r.id,
  challenger: { id: r.challengerId, name: r.challengerName },
  contender: { id: r.contenderId, name: r.contenderName },
  comment: r.comment,
  createdTime: r.createdTime.toISOString(),
  startTime: r.startTime.toISOString(),
  endTime: r.endTime.toISOString(),
  pointsAvailable: r.pointsAvailable,
  pointsDistributed: r.pointsDistributed,
  challengeStatusId: r.challengeStatusId,
  challengeStatusName: challengeStatusName(r.challengeStatusId),
  challengeTypeId: r.challengeTypeId,
  challengeTypeName: r.challengeTypeName,
});

const SORT = {
  createdTime: challenges.createdTime,
  startTime: challenges.startTime,
  endTime: challenges.endTime,
  challengeStatusId: challenges.statusId,
  pointsAvailable: challenges.pointsAvailable,
  challenger: nameOf(challenger),
  contender: nameOf(contender),
} as const;

/** The comment (trigram index challenges_search_fold_trgm) or either user's name, email or phone (the users' index). */
function matching(db: Db, search: string | undefined) {
  const byComment = containsFolded(searchableText(challenges.comment), search);
  if (!byComment) return undefined;
  const people = db.select({ id: users.id }).from(users).where(userSearchCondition(search));
  return or(byComment, inArray(challenges.challengerId, people), inArray(challenges.contenderId, people));
}

/** Challenges with both users and their type: joins that neither add nor drop a challenge. */
const withJoins = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(challenger, eq(challenger.id, challenges.challengerId))
    .innerJoin(contender, eq(contender.id, challenges.contenderId))
    .innerJoin(challengeTypes, eq(challengeTypes.id, challenges.typeId));

const joined = (db: Db) => withJoins(db.select(columns).from(challenges).$dynamic());

const list = listReads<Row, Challenge, ChallengeListQuery>({
  table: challenges,
  rows: joined,
  ids: (db) => withJoins(db.select({ id: challenges.id }).from(challenges).$dynamic()),
  // Newest first unless asked otherwise, the id breaking ties.
  listed: (db, q) => ({
    where: matching(db, q.search),
    orderBy: [...orderByColumn(SORT[q.sortBy], q.sortOrder), (q.sortOrder === 'asc' ? asc : desc)(challenges.id)],
  }),
  toDto,
});

/** One page of challenges. */
export const listChallenges = list.page;
/** Every id the list's search matches, in its order: the start of an export. */
export const challengeIdsInOrder = list.idsInOrder;
/** These challenges as the list shows them, in no particular order; one deleted since is not there. */
export const challengesByIds = list.byIds;

export async function findChallenge(db: Db, id: string): Promise<Challenge | undefined> {
  const [row] = await joined(db).where(eq(challenges.id, id));
  return row ? toDto(row) : undefined;
}

/** The whole catalogue in its order. */
export function listChallengeTypes(db: Db): Promise<ChallengeType[]> {
  return db.select().from(challengeTypes).orderBy(asc(challengeTypes.orderNum), asc(challengeTypes.id));
}
