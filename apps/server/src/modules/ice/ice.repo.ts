import { pageOf } from '@aedatlas/contracts';
import type { IceContact } from '@aedatlas/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/pg-errors';
import { assertVersion, nextChangeTime, realChanges } from '../../db/versioned-update';
import { badRequest, conflict } from '../../plugins/http-errors';
import { iceContacts } from './ice.table';

type Row = typeof iceContacts.$inferSelect;

export const NO_CONTACT_METHOD = 'At least one contact method (email or phone) is required';

export const toIceContactDto = (r: Row): IceContact => ({
  id: r.id,
  userId: r.userId,
  displayName: r.displayName,
  email: r.email,
  phone: r.phone,
  updatedAt: r.updatedAt.toISOString(),
});

/** Digits and a leading +: the form the uniqueness rule compares. */
export const normalizePhone = (phone: string | null) => (phone ? phone.replace(/(?!^\+)[^0-9]/g, '') : null);

export async function listIceContacts(db: Db, userId: string): Promise<IceContact[]> {
  const rows = await db.select().from(iceContacts).where(eq(iceContacts.userId, userId)).orderBy(asc(iceContacts.createdAt), asc(iceContacts.id));
  return rows.map(toIceContactDto);
}

export interface IceContactValues {
  displayName: string;
  email: string | null;
  phone: string | null;
}

/** Turns the unique indexes' violations into a 409 that says which value is taken. */
function explainConflict(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint === 'ice_contacts_phone_key') {
    const message = 'This phone number is already used by another ICE contact';
    throw conflict(message, { phone: message });
  }
  if (constraint === 'ice_contacts_email_key') {
    const message = 'This email is already used by another ICE contact';
    throw conflict(message, { email: message });
  }
  throw err;
}

export async function addIceContact(db: Db, userId: string, v: IceContactValues) {
  try {
    const [row] = await db.insert(iceContacts).values({ userId, ...v, phoneNormalized: normalizePhone(v.phone) }).returning();
    return toIceContactDto(row);
  } catch (err) {
    explainConflict(err);
  }
}

export interface IceContactUpdate {
  before: IceContact;
  after: IceContact;
  changed: boolean;
}

export interface IceContactUpdateOptions {
  /** Scopes the update to this user's contacts (a member's own); an admin leaves it out. */
  ownerId?: string;
  /** The If-Match version; a stale one is a 409. */
  version?: string;
  /** Runs in the transaction when something changed (the audit row). */
  onChange?: (tx: Db, update: IceContactUpdate) => Promise<void>;
}

/**
 * Saves the sent fields of a contact (undefined = keep); undefined when there is no such contact
 * (of this owner). A contact keeps at least an email or a phone; a save that changes nothing writes nothing.
 */
export async function updateIceContact(db: Db, id: string, values: Partial<IceContactValues>, options: IceContactUpdateOptions = {}) {
  try {
    return await db.transaction(async (t): Promise<IceContactUpdate | undefined> => {
      const tx = t as unknown as Db;
      const scope = options.ownerId ? and(eq(iceContacts.id, id), eq(iceContacts.userId, options.ownerId)) : eq(iceContacts.id, id);
      const [row] = await tx.select().from(iceContacts).where(scope).for('update');
      if (!row) return undefined;
      assertVersion(row.updatedAt, options.version, 'This ICE contact');
      const before = toIceContactDto(row);
      const changes = realChanges(row, values as Partial<Row>);
      if (!Object.keys(changes).length) return { before, after: before, changed: false };
      const merged = { ...row, ...changes };
      if (merged.email === null && merged.phone === null) throw badRequest(NO_CONTACT_METHOD, { email: NO_CONTACT_METHOD });
      const [updated] = await tx
        .update(iceContacts)
        .set({ ...changes, phoneNormalized: normalizePhone(merged.phone), updatedAt: nextChangeTime(row.updatedAt) })
        .where(eq(iceContacts.id, id))
        .returning();
      const update = { before, after: toIceContactDto(updated), changed: true };
      await options.onChange?.(tx, update);
      return update;
    });
  } catch (err) {
    explainConflict(err);
  }
}

export async function deleteIceContact(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(iceContacts)
    .where(and(eq(iceContacts.id, id), eq(iceContacts.userId, userId)))
    .returning({ id: iceContacts.id });
  return rows.length === 1;
}

/** An admin's view: any user's contacts, page by page. */
export async function pageIceContactsOfUser(db: Db, userId: string, page: number, size: number) {
  const where = eq(iceContacts.userId, userId);
  const rows = await db.select().from(iceContacts).where(where).orderBy(asc(iceContacts.createdAt), asc(iceContacts.id)).limit(size).offset(page * size);
  const all = await db.$count(iceContacts, where);
  return pageOf(rows.map(toIceContactDto), all, { page, size });
}

export async function findIceContact(db: Db, id: string) {
  const [row] = await db.select().from(iceContacts).where(eq(iceContacts.id, id));
  return row ? toIceContactDto(row) : undefined;
}
