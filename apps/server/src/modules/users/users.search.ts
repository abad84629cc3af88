import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import { users } from './users.table';

/** Name, email and phone: the expression of the trigram index users_search_trgm (migration 0003). */
const searchable = sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || coalesce(${users.displayName}, '') || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, ''))`;

export function userSearchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  return term ? sql`${searchable} ilike ${containsPattern(term)}` : undefined;
}
