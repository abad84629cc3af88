import { pageOf, type ApiClient, type ApiClientListQuery, type ApiClientRole, type Paged } from '@aedatlas/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsFolded, orderByColumn, searchableText } from '../../db/text-search';
import { assertVersion, nextChangeTime, realChanges } from '../../db/versioned-update';
import { hashPassword } from '../../identity/passwords';
import type { AuthUser } from '../../plugins/auth';
import { conflict } from '../../plugins/http-errors';
import { recordAudit } from '../audit/audit';
import { newClientId, newClientSecret } from './api-client-secrets';
import { apiClients } from './api-clients.table';

type Row = typeof apiClients.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The answer's view of a client: the secret's hash never leaves this file. */
export const toApiClientDto = (r: Row): ApiClient => ({
  id: r.id,
  name: r.name,
  clientId: r.clientId,
  roles: r.roles,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy,
  rotatedAt: iso(r.rotatedAt),
  revokedAt: iso(r.revokedAt),
  lastUsedAt: iso(r.lastUsedAt),
  updatedAt: r.updatedAt.toISOString(),
});

const SORT = {
  name: apiClients.name,
  clientId: apiClients.clientId,
  createdAt: apiClients.createdAt,
  rotatedAt: apiClients.rotatedAt,
  revokedAt: apiClients.revokedAt,
  lastUsedAt: apiClients.lastUsedAt,
} as const;

// A handful of clients: the search folds each row, no trigram index needed.
const matching = (search: string | undefined) => containsFolded(searchableText(apiClients.name, apiClients.clientId), search);

/** One page of clients, searched (case and diacritics aside), sorted (Slovenian order for text) and paged in SQL. */
export async function listApiClients(db: Db, q: ApiClientListQuery): Promise<Paged<ApiClient>> {
  const where = matching(q.search);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(apiClients)
      .where(where)
      .orderBy(...orderByColumn(SORT[q.sortBy], q.sortOrder), asc(apiClients.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(apiClients).where(where),
  ]);
  return pageOf(rows.map(toApiClientDto), n, q);
}

export async function findApiClient(db: Db, id: string): Promise<ApiClient | undefined> {
  const [row] = await db.select().from(apiClients).where(eq(apiClients.id, id));
  return row ? toApiClientDto(row) : undefined;
}

/** The row a token request names by its public id, with the secret's hash to check (identity only). */
export async function apiClientForSignIn(db: Db, clientId: string): Promise<Row | undefined> {
  const [row] = await db.select().from(apiClients).where(eq(apiClients.clientId, clientId));
  return row;
}

/** Whether a client's tokens still count: it exists and is not revoked (asked on each of its calls). */
export async function activeApiClient(db: Db, id: string): Promise<{ name: string; roles: ApiClientRole[] } | undefined> {
  const [row] = await db.select({ name: apiClients.name, roles: apiClients.roles, revokedAt: apiClients.revokedAt }).from(apiClients).where(eq(apiClients.id, id));
  return row && !row.revokedAt ? { name: row.name, roles: row.roles } : undefined;
}

// Each change and its audit row share one transaction. The audit's snapshots are the answer's
// view (toApiClientDto): no secret or hash in the log.

/** Creates a client with a new secret; the secret is in the answer, and nowhere else, this once. */
export async function createApiClient(db: Db, actor: AuthUser | null, values: { name: string; roles: ApiClientRole[] }) {
  const secret = newClientSecret();
  const secretHash = await hashPassword(secret);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiClients)
      .values({ ...values, clientId: newClientId(), secretHash, createdById: actor?.id ?? null, createdBy: actor?.email ?? null })
      .returning();
    const after = toApiClientDto(row);
    await recordAudit(tx as unknown as Db, actor, { action: 'create', entityType: 'api-client', entityId: row.id, after });
    return { ...after, clientSecret: secret };
  });
}

/** The 409 of a change to a revoked client: it is over for good. */
const revokedConflict = (what: string) => conflict(`This API client is revoked and cannot be ${what}; create a new one`);

/**
 * Locks the client, checks the version, applies `change` and audits it; undefined when there is
 * no such client. `change` returns the columns to set, or nothing when the call changes nothing.
 */
async function changeClient(db: Db, actor: AuthUser | null, id: string, version: string | undefined, change: (row: Row) => Partial<Row> | undefined) {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(apiClients).where(eq(apiClients.id, id)).for('update');
    if (!old) return undefined;
    assertVersion(old.updatedAt, version, 'This API client');
    const columns = change(old);
    if (!columns) return toApiClientDto(old);
    const [row] = await tx
      .update(apiClients)
      .set({ ...columns, updatedAt: nextChangeTime(old.updatedAt) })
      .where(eq(apiClients.id, id))
      .returning();
    await recordAudit(tx as unknown as Db, actor, { action: 'update', entityType: 'api-client', entityId: id, before: toApiClientDto(old), after: toApiClientDto(row) });
    return toApiClientDto(row);
  });
}

/** A new secret; the old one fails from the commit on. A revoked client is not brought back this way (409). */
export async function rotateApiClientSecret(db: Db, actor: AuthUser | null, id: string, version: string | undefined) {
  const secret = newClientSecret();
  const secretHash = await hashPassword(secret);
  const client = await changeClient(db, actor, id, version, (old) => {
    if (old.revokedAt) throw revokedConflict('rotated');
    return { secretHash, rotatedAt: new Date() };
  });
  return client && { ...client, clientSecret: secret };
}

/**
 * A new name or new roles, as an admin saved them; a field left out is kept, and a save that
 * changes nothing writes nothing (no audit row, the same version). The roles count at the
 * client's next call: activeApiClient reads them from this row on each call, so a role taken away
 * is refused even with a token issued before.
 */
export function updateApiClient(db: Db, actor: AuthUser | null, id: string, version: string | undefined, values: { name?: string; roles?: ApiClientRole[] }) {
  return changeClient(db, actor, id, version, (old) => {
    if (old.revokedAt) throw revokedConflict('edited');
    const columns = realChanges(old, values);
    return Object.keys(columns).length ? columns : undefined;
  });
}

/** Revokes a client for good: its tokens fail at their next call. Revoking it again changes nothing. */
export function revokeApiClient(db: Db, actor: AuthUser | null, id: string, version: string | undefined) {
  return changeClient(db, actor, id, version, (old) => (old.revokedAt ? undefined : { revokedAt: new Date() }));
}
