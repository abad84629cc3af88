import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    displayName: text('display_name'),
    phone: text('phone'),
    languageCode: text('language_code').notNull().default('en'),
    profileImageUrl: text('profile_image_url'),
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // The account fields the legacy dashboard shows (002 §3). The sign-in name is the email at
    // registration; an admin validates a user; the rest are the apps' own settings.
    userName: text('user_name').notNull(),
    validated: boolean('validated').notNull().default(false),
    gdprConfirmed: boolean('gdpr_confirmed').notNull().default(false),
    phoneNumberConfirmed: boolean('phone_number_confirmed').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    /** The terms of use (000): the basic app is free, Premium is paid monthly or yearly. */
    subscriptionLevel: text('subscription_level').notNull().default('Free'),
    subscriptionBilling: text('subscription_billing'),
    ...timestamps,
  },
  (t) => [
    check('users_subscription_level_check', sql`${t.subscriptionLevel} in ('Free', 'Premium')`),
    // Free has no billing; Premium is billed monthly or yearly.
    check('users_subscription_billing_check', sql`(${t.subscriptionLevel} = 'Free') = (${t.subscriptionBilling} is null) and (${t.subscriptionBilling} is null or ${t.subscriptionBilling} in ('Monthly', 'Yearly'))`),
    // Emails are unique whatever their case.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  normalizedName: text('normalized_name').notNull().unique(),
  protected: boolean('protected').notNull().default(false),
  ...timestamps,
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);
