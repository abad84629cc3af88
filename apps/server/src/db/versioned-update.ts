import { staleVersionMessage } from '@aedatlas/contracts';
import { z } from 'zod';
import { conflict } from '../plugins/http-errors';

/**
 * Optimistic concurrency for every admin update (see apps/server/README.md).
 *
 * A record's version is its `updatedAt` (`modifiedAt` for AEDs) exactly as the API shows it: an
 * ISO timestamp in milliseconds. GET answers carry it as the `ETag` header, and an update sent
 * with `If-Match: "<version>"` is refused with 409 when the record has changed since. The value
 * is compared after the database driver read it, so the microseconds PostgreSQL keeps never
 * make two equal versions look different. No `If-Match` (or `*`) means no check: older clients
 * of the same paths keep working.
 */

/** The version of a record whose last change was at `changedAt`. */
export const versionOf = (changedAt: Date) => changedAt.toISOString();

/** The ETag header value of that version (a strong validator). */
export const etagOf = (changedAt: Date | string) => `"${typeof changedAt === 'string' ? changedAt : versionOf(changedAt)}"`;

/** The version an If-Match header asks for; undefined when there is none or it accepts any (`*`). */
export function expectedVersion(ifMatch: string | string[] | undefined): string | undefined {
  const raw = (Array.isArray(ifMatch) ? ifMatch[0] : ifMatch)?.trim();
  if (!raw || raw === '*') return undefined;
  return raw.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/**
 * Throws the 409 the forms show ('This AED was changed by someone else...') when the client's
 * version is not the record's. Call it inside the transaction, after locking the row.
 */
export function assertVersion(changedAt: Date, expected: string | undefined, what: string) {
  if (expected === undefined || expected === versionOf(changedAt)) return;
  throw conflict(staleVersionMessage(what));
}

/**
 * The new `updatedAt` of a change: now, but always at least a millisecond after the previous one,
 * so two saves within one millisecond still give two different versions.
 */
export const nextChangeTime = (previous: Date) => new Date(Math.max(Date.now(), previous.getTime() + 1));

const comparable = (value: unknown): unknown => (value instanceof Date ? value.getTime() : value === undefined ? null : value);

/** Deep enough for column values: scalars, dates and JSON. */
export function sameValue(a: unknown, b: unknown): boolean {
  const x = comparable(a);
  const y = comparable(b);
  if (x === y) return true;
  if (x && y && typeof x === 'object' && typeof y === 'object') return JSON.stringify(x) === JSON.stringify(y);
  return false;
}

/** Only the changes that differ from the stored row: an empty object means the save changes nothing. */
export function realChanges<T extends Record<string, unknown>>(row: T, changes: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([key, value]) => value !== undefined && !sameValue(row[key], value))) as Partial<T>;
}

/** What a route reads from the request: the If-Match header, if any. */
export const versionFromRequest = (request: { headers: Record<string, string | string[] | undefined> }) => expectedVersion(request.headers['if-match']);

/** The request headers schema of an update route: documents If-Match and lets every other header through. */
export const ifMatchHeaders = z.looseObject({ 'if-match': z.string().max(200).optional() });
