import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aeds } from '../aeds/aeds.table';
import { nameOf, placeOf } from '../guardians/guardians.repo';
import { roles, userRoles, users } from '../users/users.table';
import { aedEscalations } from './escalations.table';

/** Hours after going out of service at which the admins are told, if it is not back by then. */
export const ESCALATION_HOURS = [24, 72] as const;

export interface OverdueAed {
  aedId: string;
  title: string | null;
  place: string | null;
  since: Date;
  level: number;
}

/**
 * Claims, in the caller's transaction, the escalations due at `now`: AEDs out of service or
 * temporarily absent since at least `level` hours, not told at that level for this spell yet. An
 * AED 80 hours out that was never told gets only its 72-hour escalation. Answers what it claimed.
 */
export async function claimDueEscalations(tx: Db, now: Date): Promise<OverdueAed[]> {
  const [first, second] = ESCALATION_HOURS;
  const { rows } = (await tx.execute(sql`
    with due as (
      select ${aeds.id} as aed_id, ${nameOf} as title, ${placeOf} as place, ${aeds.outOfServiceSince} as since,
        case when ${aeds.outOfServiceSince} <= ${now.toISOString()}::timestamptz - make_interval(hours => ${second}) then ${second}::int else ${first}::int end as level
      from ${aeds}
      where ${aeds.state} in ('outOfService', 'temporarilyAbsent')
        and ${aeds.outOfServiceSince} <= ${now.toISOString()}::timestamptz - make_interval(hours => ${first})
    ),
    claimed as (
      insert into ${aedEscalations} (aed_id, since, level)
      select aed_id, since, level from due
      on conflict do nothing
      returning aed_id, since, level
    )
    select due.aed_id, due.title, due.place, due.since, due.level from due join claimed using (aed_id, since, level)
    order by due.since, due.aed_id
  `)) as unknown as { rows: { aed_id: string; title: string | null; place: string | null; since: string | Date; level: number }[] };
  return rows.map((r) => ({ aedId: r.aed_id, title: r.title, place: r.place || null, since: new Date(r.since), level: Number(r.level) }));
}

/** Every admin's address. */
export async function adminEmails(db: Db): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    select distinct lower(u.email) as email from ${users} u
    join ${userRoles} ur on ur.user_id = u.id join ${roles} r on r.id = ur.role_id
    where r.name = 'ADMIN' order by 1
  `)) as unknown as { rows: { email: string }[] };
  return rows.map((r) => r.email);
}
