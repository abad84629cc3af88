import type { FileEntityType } from '@aedatlas/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit';
import { aedChecks } from '../aed-checks/aed-checks.table';
import { aedEscalations } from '../after-use/escalations.table';
import { deletePicture, removePicturesOfFiles } from '../aeds/aed-pictures.repo';
import { deleteAed } from '../aeds/aeds.admin.repo';
import { aedPictures, aeds } from '../aeds/aeds.table';
import { deleteFiles, filesOnlyOf } from '../files/files.repo';
import { mediaLinks, storedFiles } from '../files/files.table';
import { deleteHelpCenter } from '../helpcenters/helpcenters.admin.repo';
import { helpCenters } from '../helpcenters/helpcenters.table';
import { deleteOption } from '../helpservices/helpservice-options.repo';
import { deleteHelpService } from '../helpservices/helpservices.repo';
import { helpServiceOptions, helpServices, localizations } from '../helpservices/helpservices.table';
import { deleteIceContact, toIceContactDto } from '../ice/ice.repo';
import { iceContacts } from '../ice/ice.table';
import { deleteRole } from '../legacy/user-roles/user-roles.repo';
import { recallNotices } from '../recalls/recalls.table';
import { aedMaintainers, expiryReminders } from '../reminders/reminders.table';
import { aedGuardians } from '../guardians/guardians.table';
import { streetReports } from '../street-reports/street-reports.table';
import { roles, userRoles } from '../users/users.table';
import { captureRows } from './row-snapshot';
import { deleteIntoTrash, type TrashContent } from './trash.repo';
import type { TrashPart } from './trash.table';

/*
 * One function per kind of console delete: snapshot the record and everything that goes with
 * it, then let the module's own delete run (its audit rows included) inside the same
 * transaction. The snapshot is taken with the record locked, so nothing changes in between.
 */

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * The file records attached to this entity alone (they go with it) and their links. Their rows
 * are deleted now but their bytes stay in storage: only the purge removes them, so a restore
 * brings back files that still download.
 */
async function captureOwnFiles(tx: Db, entityType: FileEntityType, entityId: string) {
  const ids = await filesOnlyOf(tx, entityType, entityId);
  const parts: TrashPart[] = ids.length ? [await captureRows(tx, storedFiles, inArray(storedFiles.id, ids)), await captureRows(tx, mediaLinks, inArray(mediaLinks.fileId, ids))] : [];
  return { parts, deleteRecords: (t: Db, actor: AuthUser | null) => deleteFiles(t, actor, ids) };
}

/** An AED with its pictures, its own files, its maintainer contacts, the reminders already sent, its street reports, checks, guardians, escalations and recall notices. */
export function trashAed(db: Db, actor: AuthUser | null, id: string) {
  return deleteIntoTrash(db, actor, async (tx): Promise<TrashContent | undefined> => {
    const aed = await captureRows(tx, aeds, eq(aeds.id, id), true);
    const row = aed.rows[0];
    if (!row) return undefined;
    const files = await captureOwnFiles(tx, 'AED', id);
    const dependents = [
      ...files.parts,
      await captureRows(tx, aedPictures, eq(aedPictures.aedId, id)),
      await captureRows(tx, aedMaintainers, eq(aedMaintainers.aedId, id)),
      // Kept so a restored AED does not remind its maintainers a second time.
      await captureRows(tx, expiryReminders, eq(expiryReminders.aedId, id)),
      // Its street reports, open and resolved: a restored AED is as much out of service as it was.
      await captureRows(tx, streetReports, eq(streetReports.aedId, id)),
      // Its checks, with the visitors' photos: the history of its last confirmation comes back too.
      await captureRows(tx, aedChecks, eq(aedChecks.aedId, id)),
      // Its guardians (and requests), the admins already told it is out, and its recall notices
      // with who acknowledged and replaced: a restored AED is looked after as before.
      await captureRows(tx, aedGuardians, eq(aedGuardians.aedId, id)),
      await captureRows(tx, aedEscalations, eq(aedEscalations.aedId, id)),
      await captureRows(tx, recallNotices, eq(recallNotices.aedId, id)),
    ];
    if (!(await deleteAed(tx, actor, id, (t) => files.deleteRecords(t, actor).then(() => undefined)))) return undefined;
    // The name the console's AED list shows: its title, else its description, else where it hangs.
    const place = [text(row.address), text(row.city)].filter(Boolean).join(', ');
    return { kind: 'aed', entityId: id, title: text(row.title) ?? text(row.description) ?? (place || id), parts: [aed, ...dependents] };
  });
}

/**
 * One picture of an AED. An uploaded picture is its file: the file record (and its links) goes
 * with it and comes back before it; the bytes stay in storage until the purge.
 */
export function trashAedPicture(db: Db, actor: AuthUser | null, id: string) {
  return deleteIntoTrash(db, actor, async (tx): Promise<TrashContent | undefined> => {
    const picture = await captureRows(tx, aedPictures, eq(aedPictures.id, id), true);
    const row = picture.rows[0];
    if (!row) return undefined;
    const fileId = text(row.file_id);
    const fileParts = fileId ? [await captureRows(tx, storedFiles, eq(storedFiles.id, fileId)), await captureRows(tx, mediaLinks, eq(mediaLinks.fileId, fileId))] : [];
    if (fileId) {
      await removePicturesOfFiles(tx, actor, [fileId]);
      await deleteFiles(tx, actor, [fileId]);
    } else if (!(await deletePicture(tx, actor, id))) return undefined;
    const [aed] = await tx.select({ title: aeds.title, description: aeds.description, address: aeds.address }).from(aeds).where(eq(aeds.id, String(row.aed_id)));
    const name = text(aed?.title) ?? text(aed?.description) ?? text(aed?.address) ?? String(row.aed_id);
    return { kind: 'aed-picture', entityId: id, title: `Picture of ${name}`, parts: [...fileParts, picture] };
  });
}

/** A user role with who held it: a restore gives it back to them (those deleted since stop it with a 409). */
export function trashRole(db: Db, actor: AuthUser | null, name: string) {
  return deleteIntoTrash(db, actor, async (tx): Promise<TrashContent | undefined> => {
    const [found] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.normalizedName, name.trim().toUpperCase()));
    if (!found) return undefined;
    const role = await captureRows(tx, roles, eq(roles.id, found.id), true);
    const holders = await captureRows(tx, userRoles, eq(userRoles.roleId, found.id));
    // Its own checks first: a protected role is a 409 and nothing is kept.
    await deleteRole(tx, actor, name);
    return { kind: 'role', entityId: found.id, title: String(role.rows[0]?.name ?? name), parts: [role, holders] };
  });
}

/**
 * A file of the upload flow deleted in the console (a help center photo, an AED picture's file):
 * its record, its links and the picture it became; the bytes stay until the purge.
 */
export function trashStoredFile(db: Db, actor: AuthUser | null, id: string) {
  return deleteIntoTrash(db, actor, async (tx): Promise<TrashContent | undefined> => {
    const file = await captureRows(tx, storedFiles, eq(storedFiles.id, id), true);
    const row = file.rows[0];
    if (!row) return undefined;
    const links = await captureRows(tx, mediaLinks, eq(mediaLinks.fileId, id));
    const pictures = await captureRows(tx, aedPictures, eq(aedPictures.fileId, id));
    await removePicturesOfFiles(tx, actor, [id]);
    await deleteFiles(tx, actor, [id]);
    return { kind: 'file', entityId: id, title: text(row.original_name) ?? text(row.file_name) ?? id, parts: [file, links, pictures] };
  });
}

/** A help center with the files of its gallery. */
export function trashHelpCenter(db: Db, actor: AuthUser | null, id: string) {
  return deleteIntoTrash(db, actor, async (tx): Promise<TrashContent | undefined> => {
    const center = await captureRows(tx, helpCenters, eq(helpCenters.id, id), true);
    const row = center.rows[0];
    if (!row) return undefined;
    const files = await captureOwnFiles(tx, 'HELP_CENTER', id);
    if (!(await deleteHelpCenter(tx, actor, id, (t) => files.deleteRecords(t, actor).then(() => undefined)))) return undefined;
    return { kind: 'helpcenter', entityId: id, title: text(row.name) ?? `Help center ${String(row.help_center_id)}`, parts: [center, ...files.parts] };
  });
}

/** A user's ICE contact (the admin's delete from the user's page). */
export function trashIceContact(db: Db, actor: AuthUser | null, id: string) {
  return deleteIntoTrash(db, actor, async (tx): Promise<TrashContent | undefined> => {
    const contact = await captureRows(tx, iceContacts, eq(iceContacts.id, id), true);
    const [row] = await tx.select().from(iceContacts).where(eq(iceContacts.id, id));
    if (!row) return undefined;
    await deleteIceContact(tx, row.userId, id);
    const before = toIceContactDto(row);
    await recordAudit(tx, actor, { action: 'delete', entityType: 'ice-contact', entityId: id, parentId: row.userId, before });
    return { kind: 'ice-contact', entityId: id, title: row.displayName, parts: [contact] };
  });
}

/** A help service with its options and the translations of both. */
export function trashHelpService(db: Db, actor: AuthUser | null, id: string) {
  return deleteIntoTrash(db, actor, async (tx): Promise<TrashContent | undefined> => {
    const service = await captureRows(tx, helpServices, eq(helpServices.id, id), true);
    const row = service.rows[0];
    if (!row) return undefined;
    const options = await captureRows(tx, helpServiceOptions, eq(helpServiceOptions.serviceId, id));
    const optionIds = options.rows.map((o) => String(o.id));
    const translations = await captureRows(
      tx,
      localizations,
      or(
        and(eq(localizations.entityType, 'SERVICE'), eq(localizations.entityId, id)),
        optionIds.length ? and(eq(localizations.entityType, 'OPTION'), inArray(localizations.entityId, optionIds)) : undefined,
      )!,
    );
    if (!(await deleteHelpService(tx, actor, id))) return undefined;
    return { kind: 'helpservice', entityId: id, title: String(row.key), parts: [service, options, translations] };
  });
}

/** One option of a help service with its translations; restoring it needs its service back first (409 otherwise). */
export function trashHelpServiceOption(db: Db, actor: AuthUser | null, id: string) {
  return deleteIntoTrash(db, actor, async (tx): Promise<TrashContent | undefined> => {
    const option = await captureRows(tx, helpServiceOptions, eq(helpServiceOptions.id, id), true);
    const row = option.rows[0];
    if (!row) return undefined;
    const translations = await captureRows(tx, localizations, and(eq(localizations.entityType, 'OPTION'), eq(localizations.entityId, id))!);
    if (!(await deleteOption(tx, actor, id))) return undefined;
    return { kind: 'helpservice-option', entityId: id, title: `${String(row.category)} / ${String(row.key)}`, parts: [option, translations] };
  });
}

/** A plain admin record (advertisements, news, clubs, activities, ...): one row, its own delete and audit. */
export function trashPlainRecord(
  db: Db,
  actor: AuthUser | null,
  spec: { kind: TrashContent['kind']; table: PgTable & { id: PgColumn }; title?: (row: Record<string, unknown>) => string | undefined },
  id: string,
  remove: (tx: Db) => Promise<boolean>,
) {
  return deleteIntoTrash(db, actor, async (tx): Promise<TrashContent | undefined> => {
    const record = await captureRows(tx, spec.table, eq(spec.table.id, id), true);
    const row = record.rows[0];
    if (!row || !(await remove(tx))) return undefined;
    return { kind: spec.kind, entityId: id, title: spec.title?.(row) ?? text(row.title) ?? text(row.name) ?? id, parts: [record] };
  });
}
