import { pageOf, type Paged, type Webhook, type WebhookListQuery } from '@aedatlas/contracts';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsFolded, orderByColumn, searchableText } from '../../db/text-search';
import { assertVersion, nextChangeTime, realChanges } from '../../db/versioned-update';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, forbidden } from '../../plugins/http-errors';
import { recordAudit } from '../audit/audit';
import { aedChanges } from '../changes/aed-changes.table';
import { newWebhookSecret } from './webhook-sender';
import { webhookDeliveryStates, webhookSubscriptions } from './webhooks.table';

type Subscription = typeof webhookSubscriptions.$inferSelect;
type DeliveryState = typeof webhookDeliveryStates.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The answer's view: never the secret (audit snapshots use it too). */
export const toWebhookDto = (s: Subscription, d: DeliveryState): Webhook => ({
  id: s.id,
  url: s.url,
  area: s.area,
  digestEmail: s.digestEmail,
  active: s.active,
  owner: s.ownerClientId ? { kind: 'client', id: s.ownerClientId, name: s.ownerName } : { kind: 'user', id: s.ownerUserId ?? '', name: s.ownerName },
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
  delivery: {
    state: d.state,
    lastDeliveredSeq: d.cursor,
    attempts: d.attempts,
    nextAttemptAt: iso(d.nextAttemptAt),
    lastAttemptAt: iso(d.lastAttemptAt),
    lastStatus: d.lastStatus,
    lastError: d.lastError,
    lastSuccessAt: iso(d.lastSuccessAt),
  },
});

/** Whose subscriptions a caller sees: an admin all, a client only its own. */
export type WebhookViewer = { kind: 'admin' } | { kind: 'client'; clientId: string };
export function viewerOf(user: AuthUser): WebhookViewer {
  if (user.client?.id) return { kind: 'client', clientId: user.client.id };
  // A client of an external issuer has no row here to own a subscription; only admins see all.
  if (user.client || !user.isAdmin) throw forbidden('Webhooks are for admins and this server\'s API clients with the integration role');
  return { kind: 'admin' };
}
const visibleTo = (viewer: WebhookViewer): SQL | undefined => (viewer.kind === 'client' ? eq(webhookSubscriptions.ownerClientId, viewer.clientId) : undefined);

const SORT = {
  url: webhookSubscriptions.url,
  area: webhookSubscriptions.area,
  createdAt: webhookSubscriptions.createdAt,
  state: webhookDeliveryStates.state,
} as const;

const joined = (db: Db) => db.select().from(webhookSubscriptions).innerJoin(webhookDeliveryStates, eq(webhookDeliveryStates.subscriptionId, webhookSubscriptions.id));

/** One page, searched (case and diacritics aside), sorted and paged in SQL. A handful of rows per owner: no trigram index. */
export async function listWebhooks(db: Db, viewer: WebhookViewer, q: WebhookListQuery): Promise<Paged<Webhook>> {
  const where = and(visibleTo(viewer), containsFolded(searchableText(webhookSubscriptions.url, webhookSubscriptions.area, webhookSubscriptions.digestEmail), q.search));
  const [rows, [{ n }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...orderByColumn(SORT[q.sortBy], q.sortOrder), asc(webhookSubscriptions.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(webhookSubscriptions).where(where),
  ]);
  return pageOf(
    rows.map((r) => toWebhookDto(r.webhook_subscriptions, r.webhook_delivery_states)),
    n,
    q,
  );
}

export async function findWebhook(db: Db, viewer: WebhookViewer, id: string): Promise<Webhook | undefined> {
  const [row] = await joined(db).where(and(eq(webhookSubscriptions.id, id), visibleTo(viewer)));
  return row ? toWebhookDto(row.webhook_subscriptions, row.webhook_delivery_states) : undefined;
}

/** What the sender needs: the URL and the secret, for the server's own use only. */
export async function webhookTarget(db: Db, id: string) {
  const [row] = await db.select({ url: webhookSubscriptions.url, secret: webhookSubscriptions.secret, area: webhookSubscriptions.area }).from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
  return row;
}

/** The newest seq of the feed: where a subscription starts when it names no `after`. */
export async function feedHead(db: Db): Promise<number> {
  const [row] = await db.select({ head: sql<string | null>`max(${aedChanges.seq})` }).from(aedChanges);
  return Number(row?.head ?? 0);
}

type CreateValues = { url: string; area: string; digestEmail?: string | null; active: boolean; after?: number };

/** Creates a subscription and its delivery state; the secret is in the answer this once. */
export async function createWebhook(db: Db, actor: AuthUser, values: CreateValues) {
  const secret = newWebhookSecret();
  const head = await feedHead(db);
  // A start beyond the feed's head would skip the changes numbered up to it.
  if (values.after !== undefined && values.after > head) throw badRequest('Invalid start', { after: `At most ${head}, the newest change's seq` });
  const start = values.after ?? head;
  const owner = actor.client?.id ? { ownerClientId: actor.client.id, ownerName: actor.client.name } : { ownerUserId: actor.id, ownerName: actor.email ?? actor.id };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookSubscriptions)
      .values({ ...owner, url: values.url, area: values.area, digestEmail: values.digestEmail ?? null, active: values.active, secret })
      .returning();
    const [state] = await tx.insert(webhookDeliveryStates).values({ subscriptionId: row.id, cursor: start, digestCursor: start }).returning();
    const after = toWebhookDto(row, state);
    await recordAudit(tx as unknown as Db, actor, { action: 'create', entityType: 'webhook', entityId: row.id, after });
    return { ...after, secret };
  });
}

type Change = { subscription?: Partial<Subscription>; delivery?: Partial<DeliveryState> };

/**
 * Locks the subscription (one the viewer may see), checks the version, applies `change` and
 * audits it; undefined when there is none. `change` returns nothing when the call changes nothing.
 */
export async function changeWebhook(db: Db, actor: AuthUser, id: string, version: string | undefined, change: (s: Subscription, d: DeliveryState) => Change | undefined) {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(webhookSubscriptions)
      .where(and(eq(webhookSubscriptions.id, id), visibleTo(viewerOf(actor))))
      .for('update');
    if (!old) return undefined;
    assertVersion(old.updatedAt, version, 'This webhook');
    const [oldState] = await tx.select().from(webhookDeliveryStates).where(eq(webhookDeliveryStates.subscriptionId, id));
    const wanted = change(old, oldState);
    const columns = wanted?.subscription ? realChanges(old, wanted.subscription) : {};
    if (!wanted || (!Object.keys(columns).length && !wanted.delivery)) return { dto: toWebhookDto(old, oldState) };
    const [row] = await tx
      .update(webhookSubscriptions)
      .set({ ...columns, updatedAt: nextChangeTime(old.updatedAt) })
      .where(eq(webhookSubscriptions.id, id))
      .returning();
    const [state] = wanted.delivery ? await tx.update(webhookDeliveryStates).set(wanted.delivery).where(eq(webhookDeliveryStates.subscriptionId, id)).returning() : [oldState];
    const dto = toWebhookDto(row, state);
    await recordAudit(tx as unknown as Db, actor, { action: 'update', entityType: 'webhook', entityId: id, before: toWebhookDto(old, oldState), after: dto });
    return { dto };
  });
}

/** Deletes a subscription (its state and attempts go with it); false when the viewer has none such. */
export async function deleteWebhook(db: Db, actor: AuthUser, id: string, version: string | undefined): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [old] = await joined(tx as unknown as Db)
      .where(and(eq(webhookSubscriptions.id, id), visibleTo(viewerOf(actor))))
      .for('update', { of: webhookSubscriptions });
    if (!old) return false;
    assertVersion(old.webhook_subscriptions.updatedAt, version, 'This webhook');
    await tx.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
    await recordAudit(tx as unknown as Db, actor, { action: 'delete', entityType: 'webhook', entityId: id, before: toWebhookDto(old.webhook_subscriptions, old.webhook_delivery_states) });
    return true;
  });
}

/** A new secret, in force from the commit; shown once in the answer, audited without it. */
export async function rotateWebhookSecret(db: Db, actor: AuthUser, id: string, version: string | undefined) {
  const secret = newWebhookSecret();
  // The secret is not a column the audit sees, so the version moves by the change alone.
  const changed = await changeWebhook(db, actor, id, version, () => ({ subscription: { secret } }));
  return changed && { ...changed.dto, secret };
}

/** Resumes a failing subscription: it tries again now, from where its cursor stopped. */
export function resumeWebhook(db: Db, actor: AuthUser, id: string, version: string | undefined) {
  return changeWebhook(db, actor, id, version, (_s, d) =>
    d.state === 'ok' && d.attempts === 0 ? undefined : { delivery: { state: 'ok', attempts: 0, firstFailureAt: null, nextAttemptAt: null } },
  );
}
