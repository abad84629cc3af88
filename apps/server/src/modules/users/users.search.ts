import type { SQL } from 'drizzle-orm';
import { containsFolded, searchableText } from '../../db/text-search';
import { users } from './users.table';

/** Name, email and phone: the expression of the trigram index users_search_fold_trgm (migration 0005). */
const searchable = searchableText(users.firstName, users.lastName, users.displayName, users.email, users.phone);

/** Users whose name, email or phone contains the term, ignoring case and diacritics. */
export function userSearchCondition(search: string | undefined): SQL | undefined {
  return containsFolded(searchable, search);
}
