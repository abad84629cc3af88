import { HEALTH_CHECKED_MONTHS, HEALTH_OVERDUE_HOURS, HEALTH_REPORT_LATE_DAYS, type HealthDay, type RegistryHealth } from '@aedatlas/contracts';
import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aedChecks } from '../aed-checks/aed-checks.table';
import { aeds } from '../aeds/aeds.table';
import { streetReports } from '../street-reports/street-reports.table';
import { registryHealthDays } from './registry-health.table';

const OUT = sql`${aeds.state} in ('outOfService', 'temporarilyAbsent')`;
/** Hours from going out of service to a check bringing it back, over the last year's returns. */
const HOURS_TO_READY = sql`percentile_cont(0.5) within group (order by extract(epoch from c.created_at - c.out_since) / 3600)`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const num = (v: unknown) => Number(v ?? 0);
const hoursOrNull = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);

/** Today's figures of every AED not removed for good; one pass over the AEDs, one over the open reports. */
export async function currentHealth(db: Db): Promise<Omit<RegistryHealth, 'asOf' | 'history'>> {
  const [counts] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select count(*) as aeds,
        count(*) filter (where ${aeds.lastConfirmedAt} >= now() - make_interval(months => ${HEALTH_CHECKED_MONTHS})) as checked,
        count(*) filter (where ${aeds.accessibility} <> 'FULL_24H' and coalesce(trim(${aeds.openingHours}), '') = '') as hours_unknown,
        count(*) filter (where ${OUT}) as out_of_service,
        count(*) filter (where ${OUT} and ${aeds.outOfServiceSince} < now() - make_interval(hours => ${HEALTH_OVERDUE_HOURS})) as overdue
      from ${aeds} where ${aeds.state} <> 'removed'`),
  );
  const [late] = rowsOf<{ n: unknown }>(
    await db.execute(sql`select count(*) as n from ${streetReports} where ${streetReports.status} = 'open' and ${streetReports.createdAt} < now() - make_interval(days => ${HEALTH_REPORT_LATE_DAYS})`),
  );
  const [ready] = rowsOf<{ median: unknown }>(
    await db.execute(sql`select ${HOURS_TO_READY} as median from ${aedChecks} c where c.restored_service and c.out_since is not null and c.created_at > now() - interval '1 year'`),
  );
  const byMunicipality = rowsOf<{ municipality: string; aeds: unknown; out_of_service: unknown; median: unknown }>(
    await db.execute(sql`
      with m as (
        select ${aeds.municipality} as municipality, count(*) as aeds, count(*) filter (where ${OUT}) as out_of_service
        from ${aeds} where ${aeds.state} <> 'removed' and coalesce(trim(${aeds.municipality}), '') <> ''
        group by 1 order by 2 desc, 1 limit 50
      )
      select m.municipality, m.aeds, m.out_of_service,
        (select ${HOURS_TO_READY} from ${aedChecks} c join ${aeds} a on a.id = c.aed_id
          where a.municipality = m.municipality and c.restored_service and c.out_since is not null and c.created_at > now() - interval '1 year') as median
      from m order by m.aeds desc, m.municipality`),
  );
  const total = num(counts.aeds);
  const share = (n: number) => (total ? Math.round((n / total) * 1000) / 1000 : 0);
  return {
    aeds: total,
    checkedWithinYear: { count: num(counts.checked), share: share(num(counts.checked)) },
    hoursUnknown: { count: num(counts.hours_unknown), share: share(num(counts.hours_unknown)) },
    outOfService: num(counts.out_of_service),
    overdue: num(counts.overdue),
    reportsLate: num(late.n),
    medianHoursToReady: hoursOrNull(ready.median),
    byMunicipality: byMunicipality.map((r) => ({ municipality: r.municipality, aeds: num(r.aeds), outOfService: num(r.out_of_service), medianHoursToReady: hoursOrNull(r.median) })),
  };
}

/** The day's row of the charts: written again by each run that day. */
export async function saveHealthDay(db: Db, day: string, health: Omit<RegistryHealth, 'asOf' | 'history'>) {
  const figures = { checkedShare: health.checkedWithinYear.share, hoursUnknownShare: health.hoursUnknown.share, outOfService: health.outOfService, reportsLate: health.reportsLate };
  await db
    .insert(registryHealthDays)
    .values({ day, figures })
    .onConflictDoUpdate({ target: registryHealthDays.day, set: { figures, updatedAt: sql`now()` } });
}

/** A year of daily figures, oldest first. */
export async function healthHistory(db: Db, today: string): Promise<HealthDay[]> {
  const rows = await db
    .select()
    .from(registryHealthDays)
    .where(gt(registryHealthDays.day, sql`${today}::date - 366`))
    .orderBy(asc(registryHealthDays.day));
  return rows.map((r) => ({ day: r.day, ...r.figures }));
}
