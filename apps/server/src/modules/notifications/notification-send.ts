import type { NotificationSendResult } from '@aedatlas/contracts';
import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { badRequest } from '../../plugins/http-errors';
import type { Jobs } from '../../plugins/jobs';
import { recordAudit } from '../audit/audit';
import { users } from '../users/users.table';
import { DELIVERY_QUEUE } from './delivery';
import { notifications } from './notifications.table';

/** Recipients per delivery job: small enough to retry cheaply, large enough for 10,000 users in 50 jobs. */
export const DELIVERY_CHUNK = 200;
const INSERT_CHUNK = 1000;
const NAMED_IN_MESSAGE = 10;

export interface NewSend {
  userIds: string[];
  title: string;
  message: string;
  latitude: number | null;
  longitude: number | null;
  kind: 'notification' | 'push';
  data?: Record<string, string> | null;
}

/** The ids that name no user, in the order they were sent. */
async function unknownUserIds(db: Db, ids: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
    const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids.slice(i, i + INSERT_CHUNK)));
    rows.forEach((r) => found.add(r.id));
    // The embedded database answers without real I/O: let other requests in between chunks.
    await yieldToEventLoop();
  }
  return ids.filter((id) => !found.has(id));
}

const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Writes one notification per recipient and queues their delivery, all in one transaction: a
 * send is either wholly accepted, with its jobs, or not at all. Unknown user ids refuse the whole
 * send (400 naming them), so nothing is half-sent.
 */
export async function createSend(db: Db, jobs: Jobs, actor: AuthUser | null, send: NewSend): Promise<NotificationSendResult & { notificationIds: string[] }> {
  const userIds = [...new Set(send.userIds.map((id) => id.toLowerCase()))];
  const unknown = await unknownUserIds(db, userIds);
  if (unknown.length) {
    const named = unknown.slice(0, NAMED_IN_MESSAGE).join(', ') + (unknown.length > NAMED_IN_MESSAGE ? ` and ${unknown.length - NAMED_IN_MESSAGE} more` : '');
    const message = `Unknown user ${unknown.length === 1 ? 'id' : 'ids'}: ${named}`;
    throw badRequest(message, { userIds: message });
  }
  const sendId = randomUUID();
  const notificationIds = await db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const part of chunks(userIds, INSERT_CHUNK)) {
      const rows = await tx
        .insert(notifications)
        .values(part.map((userId) => ({ sendId, userId, title: send.title, message: send.message, latitude: send.latitude, longitude: send.longitude, kind: send.kind, data: send.data ?? null, sentBy: actor?.id ?? null })))
        .returning({ id: notifications.id });
      ids.push(...rows.map((r) => r.id));
      await yieldToEventLoop();
    }
    await jobs.sendMany(DELIVERY_QUEUE, chunks(ids, DELIVERY_CHUNK).map((notificationIds) => ({ notificationIds })), { tx: tx as unknown as Db });
    await recordAudit(tx as unknown as Db, actor, {
      action: 'create',
      entityType: 'notification-send',
      entityId: sendId,
      after: { kind: send.kind, title: send.title, message: send.message, latitude: send.latitude, longitude: send.longitude, data: send.data ?? null, recipients: userIds.length, userIds: userIds.slice(0, 100) },
    });
    return ids;
  });
  jobs.wake(DELIVERY_QUEUE);
  return { sendId, recipients: userIds.length, status: 'queued', notificationIds };
}
