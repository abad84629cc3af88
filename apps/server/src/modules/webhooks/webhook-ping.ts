import { randomUUID } from 'node:crypto';
import type { WebhookPingResult } from '@aedatlas/contracts';
import type { Db } from '../../db/client';
import { recordAttempt } from './webhook-delivery-state.repo';
import type { DeliverySettings } from './webhook-delivery';
import { sendSignedWebhook } from './webhook-sender';
import { webhookTarget } from './webhooks.repo';

/**
 * A signed `ping` to the subscription's URL, sent at once (not queued: the person who pressed
 * Test waits for its answer) and listed with the deliveries. It moves no cursor.
 */
export async function sendWebhookPing(db: Db, subscriptionId: string, settings: DeliverySettings): Promise<WebhookPingResult> {
  const target = (await webhookTarget(db, subscriptionId))!;
  const webhookId = `ping_${randomUUID().replaceAll('-', '')}`;
  const body = JSON.stringify({ type: 'ping', timestamp: new Date().toISOString(), data: { subscriptionId } });
  const result = await sendSignedWebhook(target, { id: webhookId, body }, settings);
  await recordAttempt(db, { subscriptionId, webhookId, kind: 'ping', firstSeq: null, lastSeq: null, changes: 0, ...result });
  return { webhookId, ...result };
}
