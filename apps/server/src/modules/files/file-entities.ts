import type { FileEntityType, UploadCompleteRequest } from '@aedatlas/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../plugins/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { aeds } from '../aeds/aeds.table';
import { helpCenters } from '../helpcenters/helpcenters.table';
import { wasteSites } from '../legacy/waste-sites/waste-sites.table';
import { users } from '../users/users.table';

export const ENTITY_NOT_FOUND = 'Entity not found. Please verify the ID.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The entity an upload is for, by the id its request names (aedId, helpCenterId as uuid or
 * number, else entityId), as the canonical id files are linked under. AED, help center and waste
 * site files are admin work; a profile picture is its owner's or an admin's. The other kinds of 002 §3 have
 * no records in this product, so nothing can be attached to them.
 */
export async function resolveEntity(db: Db, actor: AuthUser, body: Pick<UploadCompleteRequest, 'entityType' | 'aedId' | 'helpCenterId' | 'entityId'>): Promise<string> {
  switch (body.entityType) {
    case 'AED': {
      if (!actor.isAdmin) throw forbidden();
      const [row] = await db.select({ id: aeds.id }).from(aeds).where(eq(aeds.id, body.aedId!));
      if (!row) throw notFound(ENTITY_NOT_FOUND);
      return row.id;
    }
    case 'HELP_CENTER': {
      if (!actor.isAdmin) throw forbidden();
      const id = String(body.helpCenterId);
      const where = UUID.test(id) ? eq(helpCenters.id, id) : eq(helpCenters.helpCenterId, Number(id));
      const [row] = await db.select({ id: helpCenters.id }).from(helpCenters).where(where);
      if (!row) throw notFound(ENTITY_NOT_FOUND);
      return row.id;
    }
    case 'USER_PROFILE': {
      const id = body.entityId!;
      if (!UUID.test(id)) throw notFound(ENTITY_NOT_FOUND);
      if (id !== actor.id && !actor.isAdmin) throw forbidden();
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      if (!row) throw notFound(ENTITY_NOT_FOUND);
      return row.id;
    }
    case 'WASTE_SITE': {
      // A waste site's photo (002 §3: site-images by wasteSiteId); the sites are admin data.
      if (!actor.isAdmin) throw forbidden();
      const id = body.entityId!;
      if (!UUID.test(id)) throw notFound(ENTITY_NOT_FOUND);
      const [row] = await db.select({ id: wasteSites.id }).from(wasteSites).where(eq(wasteSites.id, id));
      if (!row) throw notFound(ENTITY_NOT_FOUND);
      return row.id;
    }
    default:
      throw notFound(ENTITY_NOT_FOUND);
  }
}

/** Who may read the list of an entity's files: anyone for public photos, else the owner or an admin. */
export function mayReadEntityFiles(actor: AuthUser | null, entityType: FileEntityType, entityId: string): boolean {
  if (entityType === 'AED' || entityType === 'HELP_CENTER') return true;
  if (!actor) return false;
  return actor.isAdmin || (entityType === 'USER_PROFILE' && entityId === actor.id);
}
