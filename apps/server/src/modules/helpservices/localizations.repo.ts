import {
  DISPLAY_VALUE_FIELD,
  FIELD_VALUE_FOR_SERVICES_ONLY,
  SERVICE_VALUE_FIELD,
  type Localization,
  type LocalizationEntityType,
  type LocalizationInput,
  type LocalizationUpdate,
} from '@aedatlas/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/pg-errors';
import { assertVersion, nextChangeTime, realChanges } from '../../db/versioned-update';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, conflict, notFound } from '../../plugins/http-errors';
import { recordAudit } from '../audit/audit';
import { localizationsOf, toLocalizationDto } from './helpservices.dto';
import { helpServiceOptions, helpServices, localizations } from './helpservices.table';

export const LOCALIZATION_NOT_FOUND = 'Localization not found';
export const TRANSLATION_EXISTS = 'A translation of this field in this language already exists';
export const TRANSLATION_CANNOT_MOVE = 'A translation stays with the record it was made for';
const notFoundMessage = (type: LocalizationEntityType) => (type === 'SERVICE' ? 'Service not found' : 'Option not found');

const audit = (tx: Db, actor: AuthUser | null, action: 'create' | 'update' | 'delete', before?: Localization, after?: Localization) => {
  const record = (after ?? before)!;
  // parentId: the service's or option's history shows its translations.
  return recordAudit(tx, actor, { action, entityType: 'localization', entityId: record.id, parentId: record.entityId, before, after });
};

/** Locks the service or option a translation belongs to (a parallel delete waits); 404 when it is gone. */
async function lockEntity(tx: Db, type: LocalizationEntityType, id: string) {
  const table = type === 'SERVICE' ? helpServices : helpServiceOptions;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('share');
  if (!row) throw notFound(notFoundMessage(type));
}

/** 001 §3: options are named by display_value only; `value` is a service's own name. */
function checkFieldName(type: LocalizationEntityType, fieldName: string) {
  if (type === 'OPTION' && fieldName === SERVICE_VALUE_FIELD) throw badRequest(FIELD_VALUE_FOR_SERVICES_ONLY, { fieldName: FIELD_VALUE_FOR_SERVICES_ONLY });
}

function duplicate(err: unknown): never {
  if (uniqueViolation(err) === 'localizations_entity_locale_field_key') throw conflict(TRANSLATION_EXISTS, { locale: TRANSLATION_EXISTS });
  throw err;
}

export async function listTranslations(db: Db, type: LocalizationEntityType, entityId: string): Promise<Localization[]> {
  const byEntity = type === 'SERVICE' ? await localizationsOf(db, [entityId], []) : await localizationsOf(db, [], [entityId]);
  return byEntity.get(entityId) ?? [];
}

export async function findTranslation(db: Db, id: string): Promise<Localization | undefined> {
  const [row] = await db.select().from(localizations).where(eq(localizations.id, id));
  return row ? toLocalizationDto(row) : undefined;
}

/** Inside a create's transaction: the English display value a new service or option was given. */
export async function addEnglishName(tx: Db, actor: AuthUser | null, type: LocalizationEntityType, entityId: string, value: string) {
  const [row] = await tx.insert(localizations).values({ entityType: type, entityId, locale: 'en', fieldName: DISPLAY_VALUE_FIELD, fieldValue: value }).returning();
  await audit(tx, actor, 'create', undefined, toLocalizationDto(row));
}

/** Inside a delete's transaction: removes the translations of these records, auditing each. */
export async function deleteTranslationsOf(tx: Db, actor: AuthUser | null, type: LocalizationEntityType, entityIds: string[]) {
  if (!entityIds.length) return;
  const rows = await tx
    .delete(localizations)
    .where(and(eq(localizations.entityType, type), inArray(localizations.entityId, entityIds)))
    .returning();
  for (const row of rows.sort((a, b) => a.id.localeCompare(b.id))) await audit(tx, actor, 'delete', toLocalizationDto(row));
}

/** POST admin/localization: the record must exist (404); the same field and language twice is a 409. */
export async function createTranslation(db: Db, actor: AuthUser | null, v: LocalizationInput): Promise<Localization> {
  checkFieldName(v.entityType, v.fieldName);
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await lockEntity(tx, v.entityType, v.entityId);
      const [row] = await tx.insert(localizations).values(v).returning();
      const after = toLocalizationDto(row);
      await audit(tx, actor, 'create', undefined, after);
      return after;
    });
  } catch (err) {
    duplicate(err);
  }
}

/** PUT admin/localization/{id}: locale, field name and value; undefined when there is no such translation. */
export async function updateTranslation(db: Db, actor: AuthUser | null, id: string, v: LocalizationUpdate, version?: string): Promise<Localization | undefined> {
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [old] = await tx.select().from(localizations).where(eq(localizations.id, id)).for('update');
      if (!old) return undefined;
      if (v.entityId !== undefined && v.entityId !== old.entityId) throw badRequest(TRANSLATION_CANNOT_MOVE, { entityId: TRANSLATION_CANNOT_MOVE });
      if (v.entityType !== undefined && v.entityType !== old.entityType) throw badRequest(TRANSLATION_CANNOT_MOVE, { entityType: TRANSLATION_CANNOT_MOVE });
      assertVersion(old.updatedAt, version, 'This translation');
      const before = toLocalizationDto(old);
      const changes = realChanges(old, { locale: v.locale, fieldName: v.fieldName, fieldValue: v.fieldValue });
      if (!Object.keys(changes).length) return before;
      checkFieldName(before.entityType, changes.fieldName ?? old.fieldName);
      const [row] = await tx
        .update(localizations)
        .set({ ...changes, updatedAt: nextChangeTime(old.updatedAt) })
        .where(eq(localizations.id, id))
        .returning();
      const after = toLocalizationDto(row);
      await audit(tx, actor, 'update', before, after);
      return after;
    });
  } catch (err) {
    duplicate(err);
  }
}

/** DELETE admin/localization/{id}: false when there is no such translation. */
export function deleteTranslation(db: Db, actor: AuthUser | null, id: string): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [old] = await tx.delete(localizations).where(eq(localizations.id, id)).returning();
    if (!old) return false;
    await audit(tx, actor, 'delete', toLocalizationDto(old));
    return true;
  });
}
