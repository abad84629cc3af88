import { pageOf } from '@aedatlas/contracts';
import type { InboxNotification, Paged } from '@aedatlas/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationReads, notifications } from './notifications.table';

const columns = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  latitude: notifications.latitude,
  longitude: notifications.longitude,
  kind: notifications.kind,
  data: notifications.data,
  createdAt: notifications.createdAt,
  readAt: notificationReads.readAt,
};

type Row = { [K in keyof typeof columns]: unknown };
const toInboxDto = (r: Row): InboxNotification => ({
  ...(r as Omit<InboxNotification, 'createdAt' | 'readAt' | 'data'>),
  data: (r.data as Record<string, string> | null) ?? null,
  createdAt: (r.createdAt as Date).toISOString(),
  readAt: r.readAt ? (r.readAt as Date).toISOString() : null,
});

const ownedBy = (userId: string) => eq(notifications.userId, userId);
const readJoin = (userId: string) => and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId));

/** The member's own notifications, newest first, each with when they read it. */
export async function listInbox(db: Db, userId: string, q: { page: number; size: number }): Promise<Paged<InboxNotification>> {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .leftJoin(notificationReads, readJoin(userId))
      .where(ownedBy(userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(notifications).where(ownedBy(userId)),
  ]);
  return pageOf(rows.map(toInboxDto), n, q);
}

/** One of the member's own notifications; undefined for anyone else's. */
export async function findInboxNotification(db: Db, userId: string, id: string): Promise<InboxNotification | undefined> {
  const [row] = await db
    .select(columns)
    .from(notifications)
    .leftJoin(notificationReads, readJoin(userId))
    .where(and(ownedBy(userId), eq(notifications.id, id)));
  return row ? toInboxDto(row) : undefined;
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(notificationReads, readJoin(userId))
    .where(and(ownedBy(userId), isNull(notificationReads.id)));
  return n;
}
