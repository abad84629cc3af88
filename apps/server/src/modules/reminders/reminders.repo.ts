import { EXPIRING_PARTS, SENT_REMINDERS_SHOWN, type ExpiringPart, type ExpiryReminder } from '@aedatlas/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aeds } from '../aeds/aeds.table';
import { aedGuardians } from '../guardians/guardians.table';
import { aedMaintainers, expiryReminders, reminderDigests, reminderUnsubscribes } from './reminders.table';

/** One thing to remind one address of: a part of an AED that expires on a date. */
export interface DueReminder {
  aedId: string;
  title: string | null;
  place: string | null;
  email: string;
  part: ExpiringPart;
  expiryDate: string;
  /** The lead time this reminder stands for (30, 7, 0 days before by default). */
  daysBefore: number;
}

/**
 * What is due on `today` (a Slovenian calendar date): for every address that looks after an AED
 * (its guardians, its contact email and its maintainers, minus those who unsubscribed; guardians
 * first, the others from the second lead time on where there are guardians), every part expiring
 * between today and the longest lead time, at the tightest lead time it has reached. A part that
 * has 5 days left is due at 7 days, not at 30; a reminder already sent for that date and lead
 * time is not due again, and a date already past is never reminded. An address that got its
 * digest today waits for tomorrow's.
 */
export async function findDueReminders(db: Db, today: string, leadDays: readonly number[]): Promise<DueReminder[]> {
  type Row = { id: string; title: string | null; place: string | null; part: string; expiry: string; email: string; days_before: number };
  const { rows } = (await db.execute(dueRemindersQuery(today, leadDays))) as unknown as { rows: Row[] };
  return rows.map((r) => ({
    aedId: r.id,
    title: r.title,
    place: r.place,
    email: r.email,
    part: r.part as ExpiringPart,
    expiryDate: r.expiry,
    daysBefore: Number(r.days_before),
  }));
}

/** findDueReminders' query. */
export function dueRemindersQuery(today: string, leadDays: readonly number[]) {
  const longest = Math.max(...leadDays);
  const leads = sql`array[${sql.join(leadDays.map((d) => sql`${d}`), sql`, `)}]::int[]`;
  return sql`
    with parts as (
      select a.id, coalesce(nullif(trim(a.title), ''), a.description) as title, coalesce(a.location_description, nullif(concat_ws(', ', a.address, a.city), '')) as place, a.contact_email, p.part, p.expiry
      from ${aeds} a
      cross join lateral (values ('battery', a.battery_expiry), ('electrode', a.electrode_expiry), ('childElectrode', a.child_electrode_expiry)) as p(part, expiry)
      -- A part due by then means the AED's earliest date is too: the expiry index (aeds_expiry_idx)
      -- finds those AEDs, where the parts alone would read every AED (a second at a million, on
      -- the embedded database in the server's own thread).
      where a.expiry_date <= ${today}::date + ${longest}::int
        and p.expiry between ${today}::date and ${today}::date + ${longest}::int
    ),
    leads as (
      select parts.*, (select min(l) from unnest(${leads}) as l where (parts.expiry - ${today}::date) <= l) as days_before,
        exists (select 1 from ${aedGuardians} g where g.aed_id = parts.id and g.status = 'active') as guarded
      from parts
    ),
    due as (
      select distinct leads.id, leads.title, leads.place, leads.part, leads.expiry, r.email, leads.days_before
      from leads
      -- Who looks after each of these AEDs: its guardians, its contact email and its maintainers.
      cross join lateral (
        select g.email, true as guardian from ${aedGuardians} g where g.aed_id = leads.id and g.status = 'active'
        union all
        select lower(trim(leads.contact_email)), false where coalesce(trim(leads.contact_email), '') <> ''
        union all
        select m.email, false from ${aedMaintainers} m where m.aed_id = leads.id
      ) r
      where not exists (select 1 from ${reminderUnsubscribes} u where u.email = r.email)
        and not exists (select 1 from ${reminderDigests} d where d.email = r.email and d.day = ${today}::date)
        -- Guardians first: where an AED has guardians, its maintainer contacts hear of a part only
        -- from the second lead time on (7 days before by default), if it has not been replaced by then.
        and (r.guardian or not leads.guarded or leads.days_before < ${longest})
    )
    select id, title, place, part, expiry::text as expiry, email, days_before from due
    where not exists (
      select 1 from ${expiryReminders} e
      where e.aed_id = due.id and e.email = due.email and e.part = due.part and e.expiry_date = due.expiry and e.days_before = due.days_before
    )
    order by email, expiry, id, part
  `;
}

/**
 * Claims today's digest for an address and records its reminders, in the caller's transaction.
 * False when another run (another instance) claimed it first: it sends, this one does not.
 */
export async function claimDigest(tx: Db, email: string, today: string, due: DueReminder[]): Promise<boolean> {
  const claimed = await tx.insert(reminderDigests).values({ email, day: today, reminders: due.length }).onConflictDoNothing().returning({ email: reminderDigests.email });
  if (!claimed.length) return false;
  await tx
    .insert(expiryReminders)
    .values(due.map((d) => ({ aedId: d.aedId, email, part: d.part, expiryDate: d.expiryDate, daysBefore: d.daysBefore })))
    .onConflictDoNothing();
  return true;
}

export async function listMaintainers(db: Db, aedId: string): Promise<string[]> {
  const rows = await db.select({ email: aedMaintainers.email }).from(aedMaintainers).where(eq(aedMaintainers.aedId, aedId)).orderBy(asc(aedMaintainers.email));
  return rows.map((r) => r.email);
}

/** Replaces an AED's maintainer contacts; answers the list before and after (for the audit). */
export async function replaceMaintainers(tx: Db, aedId: string, emails: string[]): Promise<{ before: string[]; after: string[] }> {
  const before = await listMaintainers(tx, aedId);
  const removed = before.filter((e) => !emails.includes(e));
  const added = emails.filter((e) => !before.includes(e));
  if (removed.length) await tx.delete(aedMaintainers).where(and(eq(aedMaintainers.aedId, aedId), inArray(aedMaintainers.email, removed)));
  if (added.length) await tx.insert(aedMaintainers).values(added.map((email) => ({ aedId, email })));
  return { before, after: [...emails].sort() };
}

/** The newest SENT_REMINDERS_SHOWN reminders sent for an AED, and how many were sent in all. */
export async function listSentReminders(db: Db, aedId: string): Promise<{ sent: ExpiryReminder[]; sentTotal: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(expiryReminders)
      .where(eq(expiryReminders.aedId, aedId))
      .orderBy(desc(expiryReminders.sentAt), asc(expiryReminders.email), asc(expiryReminders.part))
      .limit(SENT_REMINDERS_SHOWN),
    db.select({ n: count() }).from(expiryReminders).where(eq(expiryReminders.aedId, aedId)),
  ]);
  const sent = rows.map((r) => ({
    email: r.email,
    part: EXPIRING_PARTS.includes(r.part as ExpiringPart) ? (r.part as ExpiringPart) : 'battery',
    expiryDate: r.expiryDate,
    daysBefore: r.daysBefore,
    sentAt: r.sentAt.toISOString(),
  }));
  return { sent, sentTotal: n };
}

/** Stops reminders to an address; a second time changes nothing. */
export async function unsubscribe(db: Db, email: string): Promise<void> {
  await db.insert(reminderUnsubscribes).values({ email }).onConflictDoNothing();
}
