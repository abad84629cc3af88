import { EMERGENCY_ALERT_LIMITS, type EmergencyAlertContact, type EmergencyAlertRecord, pageOf } from '@aedatlas/contracts';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { emergencyAlerts } from './emergency.table';

type AlertRow = typeof emergencyAlerts.$inferSelect;

/** The window an alert would break, and when it has room again. */
export interface LimitReached {
  label: string;
  retryAfterSeconds: number;
}

/**
 * Checks the caller's alerts against every window, counted in the database with its clock.
 * Run it in the transaction that then writes the alert, after `lockUser`: concurrent requests of
 * one user (on any instance) are then counted one after the other.
 */
export async function limitReached(tx: Db, userId: string): Promise<LimitReached | null> {
  for (const { max, windowSeconds, label } of EMERGENCY_ALERT_LIMITS) {
    const since = sql`now() - make_interval(secs => ${windowSeconds})`;
    const [row] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        // The oldest alert in the window leaves it first: then one more fits.
        wait: sql<number | null>`ceil(extract(epoch from min(${emergencyAlerts.createdAt}) + make_interval(secs => ${windowSeconds}) - now()))::int`,
      })
      .from(emergencyAlerts)
      .where(and(eq(emergencyAlerts.userId, userId), gt(emergencyAlerts.createdAt, since)));
    if (Number(row.n) >= max) return { label, retryAfterSeconds: Math.max(1, Number(row.wait ?? 1)) };
  }
  return null;
}

/**
 * Holds the user's row until the transaction ends, so one user's alerts are counted one at a
 * time; returns the name their contacts know them by (undefined: no such user any more).
 */
export async function lockUser(tx: Db, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, displayName: users.displayName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ? personName(row) : undefined;
}

/** The members whose email (any case) is one of these addresses, and whether they turned push on. */
export async function membersByEmail(db: Db, emails: string[]): Promise<Map<string, { userId: string; push: boolean }>> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, wanted));
  const withPush = new Set(
    rows.length
      ? (await db.selectDistinct({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(inArray(pushSubscriptions.userId, rows.map((r) => r.id)))).map((r) => r.userId)
      : [],
  );
  return new Map(rows.map((r) => [r.email, { userId: r.id, push: withPush.has(r.id) }]));
}

export interface NewAlert {
  userId: string;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  message: string | null;
  contacts: EmergencyAlertContact[];
}

export async function insertAlert(tx: Db, alert: NewAlert): Promise<AlertRow> {
  const [row] = await tx
    .insert(emergencyAlerts)
    .values({
      userId: alert.userId,
      latitude: alert.latitude,
      longitude: alert.longitude,
      accuracy: alert.accuracy,
      message: alert.message,
      contacts: alert.contacts.length,
      mailsQueued: alert.contacts.filter((c) => c.mailed).length,
      pushesQueued: alert.contacts.filter((c) => c.pushed).length,
    })
    .returning();
  return row;
}

/** An alert with the name of who sent it (what the mail to a contact needs). */
export async function findAlertWithSender(db: Db, id: string) {
  const [row] = await db
    .select({ alert: emergencyAlerts, firstName: users.firstName, lastName: users.lastName, displayName: users.displayName, email: users.email })
    .from(emergencyAlerts)
    .innerJoin(users, eq(users.id, emergencyAlerts.userId))
    .where(eq(emergencyAlerts.id, id));
  return row ? { alert: row.alert, senderName: personName(row) } : undefined;
}

/** 'Ana Novak', else the display name, else the email: how the contact knows the person. */
export function personName(u: { firstName: string | null; lastName: string | null; displayName: string | null; email: string }): string {
  const full = [u.firstName, u.lastName].map((s) => s?.trim()).filter(Boolean).join(' ');
  return full || u.displayName?.trim() || u.email;
}

/** Every alert, newest first, for administrators. */
export async function pageAlerts(db: Db, page: number, size: number, userId?: string) {
  const where = userId ? eq(emergencyAlerts.userId, userId) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({ alert: emergencyAlerts, firstName: users.firstName, lastName: users.lastName, displayName: users.displayName, email: users.email })
      .from(emergencyAlerts)
      .leftJoin(users, eq(users.id, emergencyAlerts.userId))
      .where(where)
      .orderBy(desc(emergencyAlerts.createdAt), desc(emergencyAlerts.id))
      .limit(size)
      .offset(page * size),
    db.$count(emergencyAlerts, where),
  ]);
  const data: EmergencyAlertRecord[] = rows.map(({ alert, ...u }) => ({
    id: alert.id,
    userId: alert.userId,
    userEmail: u.email,
    userName: u.email ? personName({ ...u, email: u.email }) : null,
    latitude: alert.latitude,
    longitude: alert.longitude,
    accuracy: alert.accuracy,
    message: alert.message,
    contacts: alert.contacts,
    mailsQueued: alert.mailsQueued,
    pushesQueued: alert.pushesQueued,
    createdAt: alert.createdAt.toISOString(),
  }));
  return pageOf(data, total, { page, size });
}
