import { pageOf } from '@aedatlas/contracts';
import type { NotificationRead, Paged } from '@aedatlas/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users/users.table';
import { notificationReads, notifications } from './notifications.table';

const readColumns = {
  id: notificationReads.id,
  notificationId: notifications.id,
  notificationTitle: notifications.title,
  userId: notifications.userId,
  userDisplayName: sql<string | null>`coalesce(nullif(${users.displayName}, ''), nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`,
  readAt: notificationReads.readAt,
  latitude: notificationReads.latitude,
  longitude: notificationReads.longitude,
};

type ReadRow = { [K in keyof typeof readColumns]: unknown };
const toReadDto = (r: ReadRow): NotificationRead => ({
  ...(r as Omit<NotificationRead, 'readAt'>),
  readAt: r.readAt ? (r.readAt as Date).toISOString() : null,
});

const paged = (rows: ReadRow[], n: number, q: { page: number; size: number }): Paged<NotificationRead> => (pageOf(rows.map(toReadDto), n, q));

/**
 * The Read Status of a notification (001 §2): every recipient of its send, read or not, readers
 * first by time, then the others by user id. One row per recipient, so the table shows who has
 * not read it yet ('Not read') beside who has, and where.
 */
export async function readsOfNotification(db: Db, id: string, q: { page: number; size: number }): Promise<Paged<NotificationRead> | undefined> {
  const [own] = await db.select({ sendId: notifications.sendId }).from(notifications).where(eq(notifications.id, id));
  if (!own) return undefined;
  const where = eq(notifications.sendId, own.sendId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(readColumns)
      .from(notifications)
      .leftJoin(notificationReads, eq(notificationReads.notificationId, notifications.id))
      .leftJoin(users, eq(users.id, notifications.userId))
      .where(where)
      .orderBy(sql`${notificationReads.readAt} asc nulls last`, asc(notifications.userId))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return paged(rows, n, q);
}

/** What one user has read, newest first. */
export async function readsOfUser(db: Db, userId: string, q: { page: number; size: number }): Promise<Paged<NotificationRead>> {
  const where = eq(notificationReads.userId, userId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(readColumns)
      .from(notificationReads)
      .innerJoin(notifications, eq(notifications.id, notificationReads.notificationId))
      .leftJoin(users, eq(users.id, notifications.userId))
      .where(where)
      .orderBy(desc(notificationReads.readAt), desc(notificationReads.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(notificationReads).where(where),
  ]);
  return paged(rows, n, q);
}

/**
 * Records that the member read their own notification; undefined when it is not theirs (the
 * caller answers 404, the same as for one that does not exist). The first read counts; a later
 * one only adds a location the first did not have.
 */
export async function recordRead(db: Db, userId: string, input: { notificationId: string; latitude: number | null; longitude: number | null }): Promise<NotificationRead | undefined> {
  const [own] = await db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.id, input.notificationId), eq(notifications.userId, userId)));
  if (!own) return undefined;
  const located = input.latitude !== null && input.longitude !== null;
  await db
    .insert(notificationReads)
    .values({ notificationId: own.id, userId, latitude: located ? input.latitude : null, longitude: located ? input.longitude : null })
    .onConflictDoUpdate({
      target: [notificationReads.notificationId, notificationReads.userId],
      set: {
        latitude: sql`coalesce(${notificationReads.latitude}, excluded.latitude)`,
        longitude: sql`coalesce(${notificationReads.longitude}, excluded.longitude)`,
      },
    });
  const [row] = await db
    .select(readColumns)
    .from(notificationReads)
    .innerJoin(notifications, eq(notifications.id, notificationReads.notificationId))
    .leftJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notificationReads.notificationId, own.id), eq(notificationReads.userId, userId)));
  return toReadDto(row);
}
