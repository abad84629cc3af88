import { HELP_LOCALES, localizedName, type HelpService, type HelpServiceOption, type Localization, type LocalizationEntityType } from '@aedatlas/contracts';
import { and, asc, eq, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpServiceOptions, helpServices, localizations } from './helpservices.table';

export type ServiceRow = typeof helpServices.$inferSelect;
export type OptionRow = typeof helpServiceOptions.$inferSelect;
export type LocalizationRow = typeof localizations.$inferSelect;

export const toLocalizationDto = (r: LocalizationRow): Localization => ({
  id: r.id,
  entityId: r.entityId,
  entityType: r.entityType as LocalizationEntityType,
  locale: r.locale,
  fieldName: r.fieldName,
  fieldValue: r.fieldValue,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** What the audit log keeps of a service or an option: its own columns, not its parts. */
export const serviceSnapshot = (r: ServiceRow) => ({ id: r.id, key: r.key, icon: r.icon, visible: r.visible, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });
export const optionSnapshot = (r: OptionRow) => ({ ...serviceSnapshot(r), serviceId: r.serviceId, category: r.category });

/** Keys sort by their bytes on every database, whatever its collation ('first_aid' before 'firstaid'). */
export const byKey = (key: AnyColumn) => sql`${key} collate "C" asc`;

/** Translations in the seeds' locale order (en, de, sr, sq, si), then by field name. */
const localeOrder = sql`array_position(array[${sql.join(
  HELP_LOCALES.map((l) => sql`${l}`),
  sql`, `,
)}]::text[], ${localizations.locale})`;

/** The translations of these services and options, grouped by the record they belong to. */
export async function localizationsOf(db: Db, serviceIds: string[], optionIds: string[]): Promise<Map<string, Localization[]>> {
  const conditions = [
    serviceIds.length ? and(eq(localizations.entityType, 'SERVICE'), inArray(localizations.entityId, serviceIds)) : undefined,
    optionIds.length ? and(eq(localizations.entityType, 'OPTION'), inArray(localizations.entityId, optionIds)) : undefined,
  ].filter(Boolean);
  const byEntity = new Map<string, Localization[]>();
  if (!conditions.length) return byEntity;
  const rows = await db
    .select()
    .from(localizations)
    .where(or(...conditions))
    .orderBy(localeOrder, asc(localizations.fieldName), asc(localizations.id));
  for (const row of rows) {
    const list = byEntity.get(row.entityId) ?? [];
    list.push(toLocalizationDto(row));
    byEntity.set(row.entityId, list);
  }
  return byEntity;
}

export function toOptionDto(row: OptionRow, service: { key: string; displayName: string }, locs: Localization[]): HelpServiceOption {
  return {
    id: row.id,
    serviceId: row.serviceId,
    serviceKey: service.key,
    serviceName: service.displayName,
    key: row.key,
    category: row.category,
    icon: row.icon,
    visible: row.visible,
    displayName: localizedName(locs, row.key),
    localizations: locs,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Services as the admin API shows them: each with its options (by key) and translations. Three queries whatever the count. */
export async function toServiceDtos(db: Db, rows: ServiceRow[]): Promise<HelpService[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const options = await db.select().from(helpServiceOptions).where(inArray(helpServiceOptions.serviceId, ids)).orderBy(byKey(helpServiceOptions.key));
  const locs = await localizationsOf(
    db,
    ids,
    options.map((o) => o.id),
  );
  return rows.map((row) => {
    const own = locs.get(row.id) ?? [];
    const displayName = localizedName(own, row.key);
    return {
      id: row.id,
      key: row.key,
      icon: row.icon,
      visible: row.visible,
      displayName,
      options: options.filter((o) => o.serviceId === row.id).map((o) => toOptionDto(o, { key: row.key, displayName }, locs.get(o.id) ?? [])),
      localizations: own,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function findServiceDto(db: Db, id: string): Promise<HelpService | undefined> {
  const rows = await db.select().from(helpServices).where(eq(helpServices.id, id));
  return (await toServiceDtos(db, rows))[0];
}

/** Options with their parent's key and name and their translations. */
export async function toOptionDtos(db: Db, rows: OptionRow[]): Promise<HelpServiceOption[]> {
  if (!rows.length) return [];
  const serviceIds = [...new Set(rows.map((r) => r.serviceId))];
  const services = await db.select().from(helpServices).where(inArray(helpServices.id, serviceIds));
  const locs = await localizationsOf(
    db,
    serviceIds,
    rows.map((r) => r.id),
  );
  const parents = new Map(services.map((s) => [s.id, { key: s.key, displayName: localizedName(locs.get(s.id) ?? [], s.key) }]));
  return rows.map((row) => toOptionDto(row, parents.get(row.serviceId) ?? { key: row.category, displayName: row.category }, locs.get(row.id) ?? []));
}

export async function findOptionDto(db: Db, id: string): Promise<HelpServiceOption | undefined> {
  const rows = await db.select().from(helpServiceOptions).where(eq(helpServiceOptions.id, id));
  return (await toOptionDtos(db, rows))[0];
}
