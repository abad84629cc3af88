import { HEALTH_CHECKED_MONTHS, HEALTH_OVERDUE_HOURS, type HealthFilter } from '@aedatlas/contracts';
import { and, isNull, or, sql } from 'drizzle-orm';
import { aeds } from './aeds.table';

/**
 * The registry health dashboard's lists (registry-health module): AEDs removed for good are never
 * in them. Literal SQL (no placeholder): each is one statement shape of its own.
 */
export function healthFilter(filter: HealthFilter) {
  const kept = sql`${aeds.state} <> 'removed'`;
  const out = sql`${aeds.state} in ('outOfService', 'temporarilyAbsent')`;
  switch (filter) {
    case 'notCheckedYear':
      return and(kept, or(isNull(aeds.lastConfirmedAt), sql`${aeds.lastConfirmedAt} < now() - make_interval(months => ${sql.raw(String(HEALTH_CHECKED_MONTHS))})`));
    case 'hoursUnknown':
      return and(kept, sql`${aeds.accessibility} <> 'FULL_24H' and coalesce(trim(${aeds.openingHours}), '') = ''`);
    case 'outOfService':
      return out;
    case 'overdue':
      return and(out, sql`${aeds.outOfServiceSince} < now() - make_interval(hours => ${sql.raw(String(HEALTH_OVERDUE_HOURS))})`);
  }
}

