// DEMO DATA. Account settings for the demo people, so the legacy users screen (002 §3) shows
// every state: validated or not, consent given or not, Free or Premium. The demo member stays
// unvalidated, for an admin to validate.
import { eq } from 'drizzle-orm';
import { users } from '../modules/users/users.table';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { ensureDemoMembers } from './demo-legacy-members';

type Settings = Partial<Pick<typeof users.$inferInsert, 'validated' | 'gdprConfirmed' | 'emailVerified' | 'phoneNumberConfirmed' | 'isPrivate' | 'subscriptionLevel' | 'subscriptionBilling'>>;

/** The made-up members in turn: a pattern, so each setting appears more than once. */
function memberSettings(i: number): Settings {
  const premium = i % 4 === 1 ? 'Monthly' : i % 4 === 3 ? 'Yearly' : null;
  return {
    validated: i % 3 !== 2,
    gdprConfirmed: i % 5 !== 4,
    emailVerified: i % 3 !== 2,
    phoneNumberConfirmed: i % 2 === 0,
    isPrivate: i % 6 === 5,
    subscriptionLevel: premium ? 'Premium' : 'Free',
    subscriptionBilling: premium,
  };
}

export async function seedDemoLegacyUsers(db: Db): Promise<{ users: number }> {
  const ids = await ensureDemoMembers(db);
  for (const [i, id] of ids.entries()) await db.update(users).set(memberSettings(i)).where(eq(users.id, id));
  const admin = DEMO_ACCOUNTS.find((a) => (a.roles as readonly string[]).includes('ADMIN'));
  if (admin) {
    await db
      .update(users)
      .set({ validated: true, gdprConfirmed: true, emailVerified: true, subscriptionLevel: 'Premium', subscriptionBilling: 'Yearly' })
      .where(eq(users.email, admin.email));
  }
  return { users: ids.length + (admin ? 1 : 0) };
}
