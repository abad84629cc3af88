import { OFF_MAP_STATES } from '@aedatlas/contracts';
import { sql } from 'drizzle-orm';
import { aeds } from './aeds.table';

/**
 * The AEDs the public map, its search, Near me and coverage show: all but those removed for good.
 * The states are literals, not parameters: the kept statements (Near me) keep one text and plan.
 */
export const onPublicMap = sql`${aeds.state} not in (${sql.raw(OFF_MAP_STATES.map((s) => `'${s}'`).join(', '))})`;
