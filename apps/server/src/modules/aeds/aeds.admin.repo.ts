import type { AedCreateInput } from '@aedatlas/contracts';
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit';
import { aedColumns, toAedDto } from './aeds.dto';
import { aedSearchCondition } from './aeds.search';
import { aedPictures, aeds } from './aeds.table';

type AedValues = Omit<typeof aeds.$inferInsert, 'id' | 'createdAt' | 'modifiedAt' | 'source' | 'sourceId' | 'osmTags'>;

const SORT = {
  modifiedAt: aeds.modifiedAt,
  createdAt: aeds.createdAt,
  description: aeds.description,
  address: aeds.address,
  city: aeds.city,
  accessibility: aeds.accessibility,
  model: aeds.model,
  serialNumber: aeds.serialNumber,
  title: aeds.title,
} as const;

export interface AdminAedQuery {
  page: number;
  size: number;
  sortBy: keyof typeof SORT;
  sortOrder: 'asc' | 'desc';
  search?: string;
  lastModifiedFrom?: string;
}

/** The admin list: search, filter, sort and page in SQL (trigram index for the search). */
export async function listAdminAeds(db: Db, q: AdminAedQuery) {
  const where = and(aedSearchCondition(q.search), q.lastModifiedFrom ? gte(aeds.modifiedAt, new Date(q.lastModifiedFrom)) : undefined);
  const column = SORT[q.sortBy];
  const order = q.sortOrder === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [rows, [{ n }]] = await Promise.all([
    db.select(aedColumns).from(aeds).where(where).orderBy(order, asc(aeds.id)).limit(q.size).offset(q.page * q.size),
    db.select({ n: count() }).from(aeds).where(where),
  ]);
  const pictureCounts = rows.length
    ? await db
        .select({ aedId: aedPictures.aedId, n: count() })
        .from(aedPictures)
        .where(inArray(aedPictures.aedId, rows.map((r) => r.id)))
        .groupBy(aedPictures.aedId)
    : [];
  const countOf = new Map(pictureCounts.map((p) => [p.aedId, p.n]));
  return {
    data: rows.map((r) => ({ ...toAedDto(r, []), pictureCount: countOf.get(r.id) ?? 0 })),
    page: q.page,
    pageSize: q.size,
    totalCount: n,
    totalPages: Math.ceil(n / q.size),
  };
}

const valuesOf = (input: Record<string, unknown>): Partial<AedValues> => {
  const { createdAt: _c, modifiedAt: _m, id: _i, pictures: _p, ...rest } = input;
  return rest as Partial<AedValues>;
};

/** Creates an AED and its audit row in one transaction. */
export async function createAed(db: Db, actor: AuthUser | null, input: AedCreateInput & Record<string, unknown>) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(aeds).values({ ...(valuesOf(input) as AedValues), source: 'manual' }).returning();
    const dto = toAedDto(row, []);
    await recordAudit(tx as unknown as Db, actor, { action: 'create', entityType: 'aed', entityId: row.id, after: dto });
    return dto;
  });
}

/** Applies only the fields that were sent; undefined when there is no such AED. */
export async function updateAed(db: Db, actor: AuthUser | null, id: string, input: Record<string, unknown>) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(aeds).where(eq(aeds.id, id)).for('update');
    if (!before) return undefined;
    const changes = Object.fromEntries(Object.entries(valuesOf(input)).filter(([, v]) => v !== undefined));
    // A moved AED or a typed city is no longer the nearest settlement's guess.
    if ('city' in changes) Object.assign(changes, { placeDerived: false });
    const [row] = await tx.update(aeds).set({ ...changes, modifiedAt: new Date() }).where(eq(aeds.id, id)).returning();
    const pictures = await tx.select().from(aedPictures).where(eq(aedPictures.aedId, id)).orderBy(asc(aedPictures.createdAt));
    const after = toAedDto(row, pictures);
    await recordAudit(tx as unknown as Db, actor, { action: 'update', entityType: 'aed', entityId: id, before: toAedDto(before, pictures), after });
    return after;
  });
}

export async function deleteAed(db: Db, actor: AuthUser | null, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(aeds).where(eq(aeds.id, id)).returning();
    if (!row) return false;
    await recordAudit(tx as unknown as Db, actor, { action: 'delete', entityType: 'aed', entityId: id, before: toAedDto(row, []) });
    return true;
  });
}
