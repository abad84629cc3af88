import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aeds } from './aeds.table';

export async function countAeds(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(aeds);
  return row?.n ?? 0;
}
