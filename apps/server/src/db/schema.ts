// Every table the app owns; drizzle-kit reads this file to write migrations.
export * from '../modules/users/users.table';
export * from '../modules/aeds/aeds.table';
export * from '../modules/devices/devices.table';
export * from '../identity/identity.table';
export * from './meta.table';
