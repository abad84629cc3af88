import { date, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { HealthDay } from '@aedatlas/contracts';

/** The registry's health figures, one row a day (the dashboard's charts); the day's last run wins. */
export const registryHealthDays = pgTable('registry_health_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  figures: jsonb('figures').$type<Omit<HealthDay, 'day'>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
