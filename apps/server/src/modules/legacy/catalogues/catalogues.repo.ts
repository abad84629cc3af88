import type { ClubCategoryType, ClubType, LiveMiningCategory, ScoredCatalogue, ScoredType, WeatherType } from '@aedatlas/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderByColumn } from '../../../db/text-search';
import { clubCategoryTypes, clubTypes, liveMiningCategories, scoredActivityTypes, weatherTypes } from './catalogues.table';

/** One scored catalogue by its order number (002 §2), then name and id for equal numbers. */
export function listScoredTypes(db: Db, catalogue: ScoredCatalogue): Promise<ScoredType[]> {
  const t = scoredActivityTypes;
  return db
    .select({ id: t.id, name: t.name, icon: t.icon, valuePoints: t.valuePoints, orderNum: t.orderNum })
    .from(t)
    .where(eq(t.catalogue, catalogue))
    .orderBy(asc(t.orderNum), ...orderByColumn(t.name, 'asc'), asc(t.id));
}

/** Weather types by the apps' weather type number. */
export function listWeatherTypes(db: Db): Promise<WeatherType[]> {
  return db.select().from(weatherTypes).orderBy(asc(weatherTypes.weatherTypeId), asc(weatherTypes.id));
}

// The rest are read by name, in Slovenian order like every other list.

export function listClubTypes(db: Db): Promise<ClubType[]> {
  return db.select().from(clubTypes).orderBy(...orderByColumn(clubTypes.name, 'asc'), asc(clubTypes.id));
}

export function listClubCategoryTypes(db: Db): Promise<ClubCategoryType[]> {
  return db.select().from(clubCategoryTypes).orderBy(...orderByColumn(clubCategoryTypes.name, 'asc'), asc(clubCategoryTypes.id));
}

export function listLiveMiningCategories(db: Db): Promise<LiveMiningCategory[]> {
  return db.select().from(liveMiningCategories).orderBy(...orderByColumn(liveMiningCategories.name, 'asc'), asc(liveMiningCategories.id));
}
