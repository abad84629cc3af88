import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { notFound, unauthorized } from '../../plugins/http-errors';
import { aeds } from '../aeds/aeds.table';
import type { NamedAed } from './guardian-mail';
import { memberEmail, nameOf, placeOf } from './guardians.repo';

/** The AED, as messages name it; 404 when there is none. */
export async function namedAed(db: Db, id: string): Promise<NamedAed> {
  const [aed] = await db.select({ id: aeds.id, title: nameOf, place: placeOf }).from(aeds).where(eq(aeds.id, id));
  if (!aed) throw notFound('AED not found');
  return { ...aed, place: aed.place || null };
}

/** The signed-in member's own address, from the account (401 once the account is gone). */
export async function signedInEmail(db: Db, request: FastifyRequest): Promise<string> {
  const email = request.user ? await memberEmail(db, request.user.id) : undefined;
  if (!email) throw unauthorized();
  return email;
}

