import { pageOf } from '@aedatlas/contracts';
import type { DeliveryCounts, Notification, NotificationDetails, NotificationSend, NotificationStatus, Paged, User } from '@aedatlas/contracts';
import { count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findUsersByIds } from '../users/users.admin.repo';
import { notificationReads, notifications } from './notifications.table';

type Row = typeof notifications.$inferSelect;

const toUserBlock = (u: User): NonNullable<Notification['user']> => ({
  id: u.id,
  displayName: u.displayName,
  email: u.email,
  phone: u.phone,
  firstName: u.firstName,
  lastName: u.lastName,
  userType: u.userType,
  languageCode: u.languageCode,
  createdAt: u.createdAt,
  iceContacts: u.iceContacts,
});

export function toNotificationDto(r: Row, user?: User): Notification {
  return {
    id: r.id,
    sendId: r.sendId,
    title: r.title,
    message: r.message,
    userId: r.userId,
    latitude: r.latitude,
    longitude: r.longitude,
    kind: r.kind as Notification['kind'],
    data: r.data ?? null,
    status: r.status as NotificationStatus,
    createdAt: r.createdAt.toISOString(),
    ...(user ? { user: toUserBlock(user) } : {}),
  };
}

async function withUsers(db: Db, rows: Row[]): Promise<Notification[]> {
  const users = await findUsersByIds(db, [...new Set(rows.map((r) => r.userId))]);
  return rows.map((r) => toNotificationDto(r, users.get(r.userId)));
}

const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];
const sendFilter = (q: { sendId?: string }) => (q.sendId ? eq(notifications.sendId, q.sendId) : undefined);

/** Newest first (001 §2), with each recipient's user block; optionally one send only. */
export async function listNotifications(db: Db, q: { page: number; size: number; sendId?: string }): Promise<Paged<Notification>> {
  const where = sendFilter(q);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(...newestFirst).limit(q.size).offset(q.page * q.size),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return pageOf(await withUsers(db, rows), n, q);
}

/**
 * Every id of the list in its order: the start of an export (list-export/id-snapshot.ts). A
 * send to everyone adds a row for each recipient at the top while the file is made.
 */
export async function notificationIdsInOrder(db: Db, q: { sendId?: string }): Promise<string[]> {
  const rows = await db.select({ id: notifications.id }).from(notifications).where(sendFilter(q)).orderBy(...newestFirst);
  return rows.map((row) => row.id);
}

/** These notifications as the list shows them, in no particular order. */
export async function notificationsByIds(db: Db, ids: string[]): Promise<Notification[]> {
  return withUsers(db, await db.select().from(notifications).where(inArray(notifications.id, ids)));
}

const countsSql = {
  recipients: sql<number>`count(*)::int`,
  queued: sql<number>`(count(*) filter (where ${notifications.status} = 'queued'))::int`,
  sent: sql<number>`(count(*) filter (where ${notifications.status} = 'sent'))::int`,
  inbox: sql<number>`(count(*) filter (where ${notifications.status} = 'inbox'))::int`,
  failed: sql<number>`(count(*) filter (where ${notifications.status} = 'failed'))::int`,
  read: sql<number>`(count(${notificationReads.id}))::int`,
};

/** How far one send has got (recipients by status, and how many read it). */
export async function deliveryCounts(db: Db, sendId: string): Promise<DeliveryCounts> {
  const [row] = await db
    .select(countsSql)
    .from(notifications)
    .leftJoin(notificationReads, eq(notificationReads.notificationId, notifications.id))
    .where(eq(notifications.sendId, sendId));
  return row;
}

export async function findNotification(db: Db, id: string): Promise<NotificationDetails | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  if (!row) return undefined;
  const [[notification], delivery] = await Promise.all([withUsers(db, [row]), deliveryCounts(db, row.sendId)]);
  return { ...notification, delivery };
}

/** GET admin/notifications/history: one row per send, newest first, with its delivery counts. */
/** One row per send: its text and how far it got, newest first. */
const sendColumns = {
  sendId: notifications.sendId,
  title: sql<string>`min(${notifications.title})`,
  message: sql<string>`min(${notifications.message})`,
  kind: sql<NotificationSend['kind']>`min(${notifications.kind})`,
  sentBy: sql<string | null>`min(${notifications.sentBy}::text)`,
  createdAt: sql<Date>`min(${notifications.createdAt})`,
  ...countsSql,
};
const newestSendFirst = [desc(sql`min(${notifications.createdAt})`), desc(notifications.sendId)];
const toSend = (row: Omit<NotificationSend, 'createdAt'> & { createdAt: Date | string }): NotificationSend => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });
const sendsWhere = (db: Db, where?: SQL) =>
  db.select(sendColumns).from(notifications).leftJoin(notificationReads, eq(notificationReads.notificationId, notifications.id)).where(where).groupBy(notifications.sendId);

export async function listSends(db: Db, q: { page: number; size: number }): Promise<Paged<NotificationSend>> {
  const [rows, [{ n }]] = await Promise.all([
    sendsWhere(db).orderBy(...newestSendFirst).limit(q.size).offset(q.page * q.size),
    db.select({ n: sql<number>`count(distinct ${notifications.sendId})::int` }).from(notifications),
  ]);
  return pageOf(rows.map(toSend), n, q);
}

/** Every send's id, newest first: an export's snapshot (a send made meanwhile would shift the pages). */
export async function sendIdsInOrder(db: Db): Promise<string[]> {
  const rows = await db.select({ id: notifications.sendId }).from(notifications).groupBy(notifications.sendId).orderBy(...newestSendFirst);
  return rows.map((row) => row.id);
}

/** These sends as the list shows them (with `id`, their send id), in no particular order. */
export async function sendsByIds(db: Db, ids: string[]): Promise<Array<NotificationSend & { id: string }>> {
  const rows = await sendsWhere(db, inArray(notifications.sendId, ids));
  return rows.map((row) => ({ ...toSend(row), id: row.sendId }));
}
