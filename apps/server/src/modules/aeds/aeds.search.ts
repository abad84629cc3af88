import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import { aeds } from './aeds.table';

/**
 * The text an AED is found by. The trigram index aeds_search_trgm (migration 0003) is built on
 * exactly this expression, so `ILIKE '%term%'` uses the index instead of scanning.
 */
const searchable = sql`(coalesce(${aeds.title}, '') || ' ' || coalesce(${aeds.description}, '') || ' ' || coalesce(${aeds.locationDescription}, '') || ' ' || coalesce(${aeds.address}, '') || ' ' || coalesce(${aeds.city}, '') || ' ' || coalesce(${aeds.model}, '') || ' ' || coalesce(${aeds.serialNumber}, ''))`;

export function aedSearchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  return term ? sql`${searchable} ilike ${containsPattern(term)}` : undefined;
}
