import type { HelpCenter, PublicHelpCenter } from '@aedatlas/contracts';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slovenianOrder } from '../../db/text-search';
import { helpCenters, type HelpCenterRow, type NewHelpCenterRow } from './helpcenters.table';

export function toHelpCenterDto(row: HelpCenterRow): HelpCenter {
  const { createdAt, modifiedAt, ...fields } = row;
  return { ...fields, createdAt: createdAt.toISOString(), modifiedAt: modifiedAt.toISOString() };
}

/** Every help center for the public list, by name in Slovenian order (the same on PGlite and PostgreSQL). */
export async function listPublicHelpCenters(db: Db): Promise<PublicHelpCenter[]> {
  return db
    .select({
      id: helpCenters.id,
      name: helpCenters.name,
      description: helpCenters.description,
      additionalDescription: helpCenters.additionalDescription,
      address: helpCenters.address,
      postalCode: helpCenters.postalCode,
      city: helpCenters.city,
      phoneNumber: helpCenters.phoneNumber,
      mobileNumber: helpCenters.mobileNumber,
      email: helpCenters.email,
      validated: helpCenters.validated,
      latitude: helpCenters.latitude,
      longitude: helpCenters.longitude,
      openTime: helpCenters.openTime,
      closeTime: helpCenters.closeTime,
    })
    .from(helpCenters)
    .orderBy(...slovenianOrder(helpCenters.name, 'asc'), asc(helpCenters.id));
}

export function countHelpCenters(db: Db): Promise<number> {
  return db.$count(helpCenters);
}

/**
 * Inserts the rows whose helpCenterId is not taken yet and returns how many were new. Explicit
 * ids do not move the identity sequence, so it is set past the highest id: a help center
 * created later without an id must not collide with one inserted here.
 */
export async function insertHelpCentersIfMissing(db: Db, rows: NewHelpCenterRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(helpCenters)
    .values(rows)
    .onConflictDoNothing({ target: helpCenters.helpCenterId })
    .returning({ id: helpCenters.id });
  await db.execute(
    sql`select setval(pg_get_serial_sequence('help_centers', 'help_center_id'), coalesce(max(help_center_id), 0) + 1, false) from help_centers`,
  );
  return inserted.length;
}
