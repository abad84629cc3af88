import type { PushSubscriptionInput } from '@aedatlas/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../notifications/notifications.table';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Stores a browser's subscription for the signed-in user. The endpoint identifies the browser:
 * when someone else signs in on it and turns notifications on, it moves to them, so a shared
 * device never receives the previous person's notifications.
 */
export async function saveSubscription(db: Db, userId: string, input: PushSubscriptionInput, userAgent: string | undefined) {
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    deviceId: input.deviceId ?? null,
    userAgent: userAgent?.slice(0, 300) ?? null,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date(), lastSuccessAt: null } });
}

/** Removes the user's subscription of this browser; false when they had none there. */
export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export function subscriptionsOfUsers(db: Db, userIds: string[]): Promise<PushSubscriptionRow[]> {
  if (!userIds.length) return Promise.resolve([]);
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

/** The push service said this subscription is gone (404/410): nobody will receive on it again. */
export async function deleteSubscription(db: Db, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markSubscriptionsUsed(db: Db, ids: string[]) {
  if (ids.length) await db.update(pushSubscriptions).set({ lastSuccessAt: new Date() }).where(inArray(pushSubscriptions.id, ids));
}

/** Whether the user has a subscription on this browser (the member area's switch). */
export async function hasSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return Boolean(row);
}
