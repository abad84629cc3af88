import { TRACKED_RECORDS_LIMIT, type TrackedActivities, type TrackedActivitiesQuery, type TrackedActivityType, type TrackedRecordsInput } from '@aedatlas/contracts';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { trackedActivityRecords, trackedActivityTypes } from './tracked-activities.table';

type TypeRow = typeof trackedActivityTypes.$inferSelect;
const toType = (t: TypeRow): TrackedActivityType => ({ id: t.id, name: t.name, unit: { name: t.unitName } });

export async function listTrackedActivityTypes(db: Db): Promise<TrackedActivityType[]> {
  const rows = await db.select().from(trackedActivityTypes).orderBy(asc(trackedActivityTypes.orderNum), asc(trackedActivityTypes.id));
  return rows.map(toType);
}

/** One user's records of one type in [fromTime, toTime), oldest first; undefined for an unknown type. */
export async function trackedActivitiesOf(db: Db, userId: string, q: TrackedActivitiesQuery): Promise<TrackedActivities | undefined> {
  const [type] = await db.select().from(trackedActivityTypes).where(eq(trackedActivityTypes.id, q.typeId));
  if (!type) return undefined;
  const rows = await db
    .select({ recordedAt: trackedActivityRecords.recordedAt, amount: trackedActivityRecords.amount })
    .from(trackedActivityRecords)
    .where(
      and(
        eq(trackedActivityRecords.userId, userId),
        eq(trackedActivityRecords.typeId, q.typeId),
        gte(trackedActivityRecords.recordedAt, new Date(q.fromTime)),
        lt(trackedActivityRecords.recordedAt, new Date(q.toTime)),
      ),
    )
    .orderBy(asc(trackedActivityRecords.recordedAt), asc(trackedActivityRecords.id))
    .limit(TRACKED_RECORDS_LIMIT + 1);
  const truncated = rows.length > TRACKED_RECORDS_LIMIT;
  const dataRecords = rows.slice(0, TRACKED_RECORDS_LIMIT).map((r) => ({ timestamp: r.recordedAt.toISOString(), amount: r.amount }));
  return { [String(type.id)]: { typeId: type.id, ...toType(type), dataRecords, truncated } };
}

/** Stores a member's own records; the unknown type ids among them, if any (nothing stored then). */
export async function addTrackedRecords(db: Db, userId: string, input: TrackedRecordsInput): Promise<{ added: number } | { unknownTypes: number[] }> {
  const wanted = [...new Set(input.records.map((r) => r.typeId))];
  const known = new Set((await db.select({ id: trackedActivityTypes.id }).from(trackedActivityTypes).where(inArray(trackedActivityTypes.id, wanted))).map((t) => t.id));
  const unknownTypes = wanted.filter((id) => !known.has(id));
  if (unknownTypes.length) return { unknownTypes };
  await db.insert(trackedActivityRecords).values(input.records.map((r) => ({ userId, typeId: r.typeId, recordedAt: new Date(r.timestamp), amount: r.amount })));
  return { added: input.records.length };
}
