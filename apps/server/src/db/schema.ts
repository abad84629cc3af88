// Every table the app owns; drizzle-kit reads this file to write migrations.
export * from '../modules/users/users.table';
export * from '../modules/aeds/aeds.table';
export * from '../modules/devices/devices.table';
export * from '../modules/helpcenters/helpcenters.table';
export * from '../identity/identity.table';
export * from './meta.table';
export * from '../modules/mail/mail.table';
export * from '../modules/accounts/password-reset.table';
export * from '../modules/ice/ice.table';
export * from '../modules/audit/audit.table';
export * from '../modules/activities/activities.table';
export * from '../modules/helpservices/helpservices.table';
export * from '../modules/notifications/notifications.table';
export * from '../modules/files/files.table';
