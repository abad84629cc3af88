import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The client's own device id, or a hash of its traits when it sends none.
    deviceKey: text('device_key').notNull(),
    operatingSystem: text('operating_system'),
    osVersion: text('os_version'),
    deviceModel: text('device_model'),
    deviceType: text('device_type'),
    screenResolution: text('screen_resolution'),
    appVersion: text('app_version'),
    buildNumber: text('build_number'),
    networkType: text('network_type'),
    carrier: text('carrier'),
    language: text('language'),
    timezone: text('timezone'),
    locale: text('locale'),
    batteryStatus: text('battery_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('devices_user_device_key').on(t.userId, t.deviceKey), index('devices_last_updated_idx').on(t.lastUpdated)],
);
