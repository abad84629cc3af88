// Reference data, not demo data: the legacy type catalogues (002 §3), on every database.
import { SCORED_CATALOGUES } from '@aedatlas/contracts';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { CLUB_CATEGORY_TYPES, CLUB_TYPES, LIVE_MINING_CATEGORIES, SCORED_TYPES, WEATHER_TYPES, catalogueId } from '../modules/legacy/catalogues/catalogues.data';
import { clubCategoryTypes, clubTypes, liveMiningCategories, scoredActivityTypes, weatherTypes } from '../modules/legacy/catalogues/catalogues.table';
import type { Db } from '../db/client';

const withId = <T extends { slug: string }>(catalogue: string, rows: T[]) => rows.map(({ slug, ...row }) => ({ id: catalogueId(catalogue, slug), ...row }));

/**
 * Fills each catalogue that is empty and leaves the others alone; returns how many entries were
 * added. Fixed ids and "on conflict do nothing" make two instances starting at once harmless.
 */
export async function seedLegacyCatalogues(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    let added = 0;
    const fill = async (table: PgTable, rows: Record<string, unknown>[], empty: boolean) => {
      if (!empty || !rows.length) return;
      added += (await tx.insert(table).values(rows).onConflictDoNothing().returning()).length;
    };
    const isEmpty = async (table: PgTable, where?: ReturnType<typeof eq>) => (await tx.select().from(table).where(where).limit(1)).length === 0;

    for (const catalogue of SCORED_CATALOGUES) {
      const rows = withId(catalogue, SCORED_TYPES[catalogue]).map((row, i) => ({ ...row, catalogue, orderNum: i + 1 }));
      await fill(scoredActivityTypes, rows, await isEmpty(scoredActivityTypes, eq(scoredActivityTypes.catalogue, catalogue)));
    }
    await fill(weatherTypes, withId('weather', WEATHER_TYPES), await isEmpty(weatherTypes));
    await fill(clubTypes, withId('club', CLUB_TYPES), await isEmpty(clubTypes));
    await fill(clubCategoryTypes, withId('club-category', CLUB_CATEGORY_TYPES), await isEmpty(clubCategoryTypes));
    await fill(liveMiningCategories, withId('live-mining', LIVE_MINING_CATEGORIES), await isEmpty(liveMiningCategories));
    return added;
  });
}
