import { z } from 'zod';
import { pageParam, searchParam, sizeParam, sortOrderParam } from './paging';

const field = z.string().trim().max(200).nullish();

/** Device check-in payload (000 §3). Every field is optional: a partial check-in is still useful. */
export const deviceCheckinSchema = z.object({
  /** A stable id the client keeps locally; without it the device is recognised by its traits. */
  deviceId: z.string().trim().max(100).nullish(),
  operatingSystem: field,
  osVersion: field,
  deviceModel: field,
  screenResolution: field,
  deviceType: field,
  appVersion: field,
  buildNumber: field,
  networkType: field,
  carrier: field,
  language: field,
  timezone: field,
  locale: field,
  batteryStatus: field,
  lastUpdated: z.string().max(40).nullish(),
  createdAt: z.string().max(40).nullish(),
});
export type DeviceCheckin = z.infer<typeof deviceCheckinSchema>;

export const deviceSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  operatingSystem: z.string().nullable(),
  osVersion: z.string().nullable(),
  deviceModel: z.string().nullable(),
  deviceType: z.string().nullable(),
  screenResolution: z.string().nullable(),
  appVersion: z.string().nullable(),
  buildNumber: z.string().nullable(),
  networkType: z.string().nullable(),
  carrier: z.string().nullable(),
  language: z.string().nullable(),
  timezone: z.string().nullable(),
  locale: z.string().nullable(),
  batteryStatus: z.string().nullable(),
  createdAt: z.string(),
  lastUpdated: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;

/** Columns the admin devices table sorts by (001 §2); the API's sortBy names. */
export const DEVICE_SORT = ['operatingSystem', 'osVersion', 'deviceModel', 'timezone', 'appVersion', 'language', 'lastUpdated', 'createdAt'] as const;
export type DeviceSortBy = (typeof DEVICE_SORT)[number];

/** GET admin/device: paged, searched and sorted on the server; newest check-in first by default. */
export const deviceListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(10),
  search: searchParam(),
  sortBy: z.enum(DEVICE_SORT).default('lastUpdated'),
  sortOrder: sortOrderParam('desc'),
});
export type DeviceListQuery = z.output<typeof deviceListQuerySchema>;
