import type { IceContact } from '@aedatlas/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/pg-errors';
import { conflict } from '../../plugins/http-errors';
import { iceContacts } from './ice.table';

type Row = typeof iceContacts.$inferSelect;

export const toIceContactDto = (r: Row): IceContact => ({ id: r.id, userId: r.userId, displayName: r.displayName, email: r.email, phone: r.phone });

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

/** Updates a contact of this user only; undefined when the user has no such contact. */
export async function updateIceContact(db: Db, userId: string, id: string, v: IceContactValues) {
  try {
    const [row] = await db
      .update(iceContacts)
      .set({ ...v, phoneNormalized: normalizePhone(v.phone), updatedAt: new Date() })
      .where(and(eq(iceContacts.id, id), eq(iceContacts.userId, userId)))
      .returning();
    return row ? toIceContactDto(row) : undefined;
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
  return { data: rows.map(toIceContactDto), page, pageSize: size, totalCount: all, totalPages: Math.ceil(all / size) };
}

export async function findIceContact(db: Db, id: string) {
  const [row] = await db.select().from(iceContacts).where(eq(iceContacts.id, id));
  return row ? toIceContactDto(row) : undefined;
}
