import {
  type AedCheck,
  type AedLabel,
  type AedState,
  type ConfirmedBy,
  type MyAed,
  OUT_OF_SERVICE_KINDS,
  pageOf,
  readinessOf,
  serviceDate,
  type SignedInCheckValues,
} from '@aedatlas/contracts';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nextChangeTime } from '../../db/versioned-update';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit';
import { toAedDto } from '../aeds/aeds.dto';
import { aedPictures, aeds } from '../aeds/aeds.table';
import { aedGuardians } from '../guardians/guardians.table';
import { nameOf, placeOf } from '../guardians/guardians.repo';
import type { PhotoSigner } from '../street-reports/street-reports.repo';
import { streetReports } from '../street-reports/street-reports.table';
import { aedChecks } from './aed-checks.table';

/** The states a signed-in check with new pad and battery dates brings back into service. */
const RESTORABLE: readonly AedState[] = ['outOfService', 'temporarilyAbsent', 'unknown'];

/** What the check page shows, found by the label's code. */
export async function aedByCheckCode(db: Db, code: string) {
  const [row] = await db
    .select({ aedId: aeds.id, title: nameOf, place: placeOf, floor: aeds.floor, state: aeds.state, lastConfirmedAt: aeds.lastConfirmedAt, lastConfirmedBy: aeds.lastConfirmedBy })
    .from(aeds)
    .where(eq(aeds.checkCode, code));
  if (!row) return undefined;
  return { ...row, place: row.place || null, lastConfirmedAt: row.lastConfirmedAt?.toISOString() ?? null };
}

/** How many visitors' checks an address, and an AED, had since `since` (the rate limits). */
export async function recentCheckCounts(db: Db, aedId: string, client: string, since: Date) {
  const [[byClient], [byAed]] = await Promise.all([
    db.select({ n: count() }).from(aedChecks).where(and(eq(aedChecks.clientHash, client), gte(aedChecks.createdAt, since))),
    db.select({ n: count() }).from(aedChecks).where(and(eq(aedChecks.aedId, aedId), eq(aedChecks.by, 'visitor'), gte(aedChecks.createdAt, since))),
  ]);
  return { byClient: byClient.n, byAed: byAed.n };
}

/**
 * A visitor's "all fine": recorded, and the AED's "last confirmed" moves, but only for an AED in
 * service: an anonymous tap never undoes a report of use, damage or absence.
 */
export async function recordVisitorCheck(db: Db, input: { aedId: string; client: string; photoTokenHash: string; photoTokenExpiresAt: Date }) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [aed] = await tx.select({ id: aeds.id, state: aeds.state, modifiedAt: aeds.modifiedAt }).from(aeds).where(eq(aeds.id, input.aedId)).for('update');
    if (!aed) return undefined;
    const [check] = await tx
      .insert(aedChecks)
      .values({ aedId: aed.id, by: 'visitor', clientHash: input.client, changes: {}, photoTokenHash: input.photoTokenHash, photoTokenExpiresAt: input.photoTokenExpiresAt })
      .returning();
    if (aed.state === 'inService') {
      await tx.update(aeds).set({ lastConfirmedAt: check.createdAt, lastConfirmedBy: 'visitor', modifiedAt: nextChangeTime(aed.modifiedAt) }).where(eq(aeds.id, aed.id));
    }
    return { check, state: aed.state };
  });
}

/** The fields a signed-in check may set, in the order they are recorded. */
const CHECK_FIELDS = ['electrodeExpiry', 'childElectrodeExpiry', 'batteryExpiry', 'openingHours'] as const;

/**
 * A guardian's or an admin's check: it is there and ready, with the dates and hours read off it.
 * With new pad and battery dates not yet past, an AED out of service (or absent) is back in
 * service, and the street reports that took it out are resolved by this check.
 */
export async function recordSignedInCheck(db: Db, actor: AuthUser, input: { aedId: string; by: Exclude<ConfirmedBy, 'visitor'>; email: string; check: SignedInCheckValues }) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [before] = await tx.select().from(aeds).where(eq(aeds.id, input.aedId)).for('update');
    if (!before) return undefined;
    const today = serviceDate();
    const changes: Record<string, string | null> = {};
    for (const field of CHECK_FIELDS) {
      const value = input.check[field];
      if (value === undefined) continue;
      const next = value === '' ? null : value;
      if (before[field] !== next) changes[field] = next;
    }
    const electrode = input.check.electrodeExpiry || null;
    const battery = input.check.batteryExpiry || null;
    const restores = RESTORABLE.includes(before.state) && Boolean(electrode && battery && electrode >= today && battery >= today);
    const now = new Date();
    const update: Partial<typeof aeds.$inferInsert> = { ...changes, lastCheck: today, lastConfirmedAt: now, lastConfirmedBy: input.by, modifiedAt: nextChangeTime(before.modifiedAt) };
    if (restores) Object.assign(update, { state: 'inService', outOfService: null, outOfServiceSince: null });
    const [after] = await tx.update(aeds).set(update).where(eq(aeds.id, before.id)).returning();
    const [check] = await tx
      .insert(aedChecks)
      .values({ aedId: before.id, by: input.by, userId: actor.id, email: input.email, changes, restoredService: restores, outSince: restores ? before.outOfServiceSince : null, note: input.check.note || null, createdAt: now })
      .returning();
    if (restores) {
      await tx
        .update(streetReports)
        .set({ status: 'resolved', resolvedAt: now, resolvedById: actor.id, resolvedByEmail: input.email, resolution: `Checked by ${input.by === 'admin' ? 'an administrator' : 'its guardian'}: back in service with new pads and battery.` })
        .where(and(eq(streetReports.aedId, before.id), eq(streetReports.status, 'open'), inArray(streetReports.kind, [...OUT_OF_SERVICE_KINDS])));
    }
    const pictures = await tx.select().from(aedPictures).where(eq(aedPictures.aedId, before.id));
    await recordAudit(tx, actor, { action: 'update', entityType: 'aed', entityId: before.id, before: toAedDto(before, pictures), after: toAedDto(after, pictures) });
    return { check, state: after.state };
  });
}

/** The AED's checks, newest first, each visitor's photo behind a signed address only admins are given. */
export async function listChecks(db: Db, aedId: string, signPhoto: PhotoSigner, limit = 100): Promise<AedCheck[]> {
  const rows = await db.select().from(aedChecks).where(eq(aedChecks.aedId, aedId)).orderBy(desc(aedChecks.createdAt), desc(aedChecks.id)).limit(limit);
  return Promise.all(rows.map(async (r) => ({
    id: r.id,
    by: r.by,
    email: r.email,
    createdAt: r.createdAt.toISOString(),
    changes: r.changes,
    restoredService: r.restoredService,
    note: r.note,
    photoUrl: r.photoKey ? await signPhoto(r.photoKey) : null,
  })));
}

// Written out: inside a subquery drizzle may leave a column unqualified.
const openReports = sql<number>`(select count(*)::int from ${streetReports} r where r.aed_id = ${sql.raw('"aeds"."id"')} and r.status = 'open')`;

/** "My AEDs": the AEDs this address guards, soonest expiry first (none last), then by title. */
export async function listMyAeds(db: Db, email: string, q: { page: number; size: number }) {
  const where = and(eq(aedGuardians.email, email), eq(aedGuardians.status, 'active'));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: aeds.id,
        title: nameOf,
        place: placeOf,
        state: aeds.state,
        expiryDate: aeds.expiryDate,
        electrodeExpiry: aeds.electrodeExpiry,
        childElectrodeExpiry: aeds.childElectrodeExpiry,
        batteryExpiry: aeds.batteryExpiry,
        openingHours: aeds.openingHours,
        lastConfirmedAt: aeds.lastConfirmedAt,
        lastConfirmedBy: aeds.lastConfirmedBy,
        openReports,
        checkCode: aeds.checkCode,
      })
      .from(aedGuardians)
      .innerJoin(aeds, eq(aeds.id, aedGuardians.aedId))
      .where(where)
      .orderBy(sql`${aeds.expiryDate} asc nulls last`, asc(nameOf), asc(aeds.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(aedGuardians).where(where),
  ]);
  const today = serviceDate();
  const data: MyAed[] = rows.map(({ expiryDate, ...r }) => ({
    ...r,
    place: r.place || null,
    readiness: readinessOf(r.state, expiryDate, today),
    lastConfirmedAt: r.lastConfirmedAt?.toISOString() ?? null,
    openReports: Number(r.openReports),
  }));
  return pageOf(data, n, q);
}

/** The check codes of these AEDs (for their labels). */
export async function checkCodesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: aeds.id, code: aeds.checkCode }).from(aeds).where(inArray(aeds.id, ids));
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** The labels of exactly these AEDs, in the order asked for; an id of no AED is left out. */
export async function labelsOf(db: Db, ids: string[]): Promise<AedLabel[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: aeds.id, title: nameOf, place: placeOf, checkCode: aeds.checkCode }).from(aeds).where(inArray(aeds.id, ids));
  const byId = new Map(rows.map((r) => [r.id, { ...r, place: r.place || null }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// The AED by its label's code, written as a subquery so the check is found through its AED's index.
const aedOfCode = (code: string) => sql`(select ${aeds.id} from ${aeds} where ${aeds.checkCode} = ${code})`;

/** A visitor's check at this label whose photo token is still good: not spent, not out of time. */
const checkPhotoClaim = (code: string, tokenHash: string) =>
  and(
    eq(aedChecks.aedId, aedOfCode(code)),
    eq(aedChecks.photoTokenHash, tokenHash),
    gt(aedChecks.photoTokenExpiresAt, sql`now()`),
    isNull(aedChecks.photoKey),
  );

/** The check whose photo this token may still add, if any. */
export async function checkOfPhotoToken(db: Db, code: string, tokenHash: string): Promise<string | undefined> {
  const [row] = await db.select({ id: aedChecks.id }).from(aedChecks).where(checkPhotoClaim(code, tokenHash));
  return row?.id;
}

/** Records the stored photo and spends the token, if both still hold (a second send loses). */
export async function attachCheckPhoto(db: Db, code: string, tokenHash: string, photo: { key: string; contentType: string }): Promise<boolean> {
  const rows = await db
    .update(aedChecks)
    .set({ photoKey: photo.key, photoContentType: photo.contentType, photoTokenHash: null, photoTokenExpiresAt: null })
    .where(checkPhotoClaim(code, tokenHash))
    .returning({ id: aedChecks.id });
  return rows.length > 0;
}
