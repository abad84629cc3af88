import type { SportActivity, SportActivityGeoJson, SportActivityListQuery, SportActivityType } from '@aedatlas/contracts';
import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containsFolded, orderByColumn, searchableText, slovenianOrder } from '../../../db/text-search';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { listReads } from '../list-reads';
import { sportActivities, sportActivityTracks, sportActivityTypes } from './sport-activities.table';

const columns = {
  sportActivityId: sportActivities.id,
  sportActivityTypeId: sportActivities.typeId,
  // 002 §3's name for what the list's Description column shows: the activity's type.
  sportActivityTypeDescription: sportActivityTypes.name,
  sportActivityName: sportActivities.name,
  duration: sportActivities.duration,
  startTime: sportActivities.startTime,
  endTime: sportActivities.endTime,
  distance: sportActivities.distance,
  averageSpeed: sportActivities.averageSpeed,
  ascentOnTrack: sportActivities.ascentOnTrack,
  descentOnTrack: sportActivities.descentOnTrack,
  valuePoints: sportActivities.valuePoints,
  userId: sportActivities.userId,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const toDto = (r: Row): SportActivity => ({ ...r, startTime: r.startTime.toISOString(), endTime: r.endTime.toISOString() });

const SORT = {
  startTime: sportActivities.startTime,
  endTime: sportActivities.endTime,
  duration: sportActivities.duration,
  distance: sportActivities.distance,
  valuePoints: sportActivities.valuePoints,
  sportActivityName: sportActivities.name,
  sportActivityTypeDescription: sportActivityTypes.name,
} as const;

/** Exactly the expression of the trigram index sport_activities_search_fold_trgm (migration 0009). */
const searchableName = searchableText(sportActivities.name);

/** The activity's name or its type's name contains the term (case and diacritics aside). */
function matching(db: Db, search: string | undefined) {
  const byName = containsFolded(searchableName, search);
  if (!byName) return undefined;
  const types = db.select({ id: sportActivityTypes.id }).from(sportActivityTypes).where(containsFolded(searchableText(sportActivityTypes.name), search));
  return or(byName, inArray(sportActivities.typeId, types));
}

/** Activities with their type: a join that neither adds nor drops an activity. */
const withType = <T extends PgSelect>(query: T) => query.innerJoin(sportActivityTypes, eq(sportActivityTypes.id, sportActivities.typeId));

const joined = (db: Db) => withType(db.select(columns).from(sportActivities).$dynamic());

const list = listReads<Row, SportActivity, SportActivityListQuery>({
  table: sportActivities,
  rows: joined,
  ids: (db) => withType(db.select({ id: sportActivities.id }).from(sportActivities).$dynamic()),
  // Newest start first unless asked otherwise, the id breaking ties.
  listed: (db, q) => ({
    where: matching(db, q.search),
    orderBy: [...orderByColumn(SORT[q.sortBy], q.sortOrder), (q.sortOrder === 'asc' ? asc : desc)(sportActivities.id)],
  }),
  toDto,
});

/** One page of activities, without their tracks. */
export const listSportActivities = list.page;
/** Every id the list's search matches, in its order: the start of an export. */
export const sportActivityIdsInOrder = list.idsInOrder;
/** These activities as the list shows them, in no particular order. */
export const sportActivitiesByIds = list.byIds;

export async function findSportActivity(db: Db, id: string): Promise<SportActivity | undefined> {
  const [row] = await joined(db).where(eq(sportActivities.id, id));
  return row ? toDto(row) : undefined;
}

/** The activity's track as a GeoJSON Feature; undefined when there is no such activity or track. */
export async function sportActivityGeoJson(db: Db, id: string): Promise<SportActivityGeoJson | undefined> {
  const activity = await findSportActivity(db, id);
  if (!activity) return undefined;
  const [track] = await db.select({ positions: sportActivityTracks.positions }).from(sportActivityTracks).where(eq(sportActivityTracks.activityId, id));
  if (!track) return undefined;
  return {
    type: 'Feature',
    id,
    geometry: { type: 'LineString', coordinates: track.positions },
    properties: {
      sportActivityId: id,
      sportActivityName: activity.sportActivityName,
      sportActivityTypeDescription: activity.sportActivityTypeDescription,
      startTime: activity.startTime,
      endTime: activity.endTime,
      distance: activity.distance,
    },
  };
}

/** The whole catalogue, by name in Slovenian order. */
export function listSportActivityTypes(db: Db): Promise<SportActivityType[]> {
  return db
    .select()
    .from(sportActivityTypes)
    .orderBy(...slovenianOrder(sportActivityTypes.name, 'asc'), asc(sportActivityTypes.id));
}
