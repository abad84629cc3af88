import { z } from 'zod';
import { calendarDateTime } from './common';
import { numberParam } from './paging';

/** The eleven counts of the statistics page (001 §3), in the order its tiles show them. */
export const STATISTICS_KEYS = [
  'aeds',
  'users',
  'devices',
  'activities',
  'activityLogs',
  'helpCenters',
  'helpServices',
  'helpServiceOptions',
  'localizations',
  'notificationAuditLogs',
  'iceContacts',
] as const;
export type StatisticsKey = (typeof STATISTICS_KEYS)[number];

export const STATISTICS_LABELS: Record<StatisticsKey, string> = {
  aeds: 'Total AEDs',
  users: 'Total Users',
  devices: 'Total Devices',
  activities: 'Total Activities',
  activityLogs: 'Activity Logs',
  helpCenters: 'Help Centers',
  helpServices: 'Help Services',
  helpServiceOptions: 'Service Options',
  localizations: 'Localizations',
  notificationAuditLogs: 'Notification Logs',
  iceContacts: 'ICE Contacts',
};

/** The time-range buttons (001 §2, §9); the first is the default. */
export const STATISTICS_PERIODS = [
  { key: '24h', hours: 24, label: 'Last 24 Hours' },
  { key: '7d', hours: 168, label: 'Last 7 Days' },
  { key: '31d', hours: 744, label: 'Last 31 Days' },
  { key: '365d', hours: 8760, label: 'Last 365 Days' },
] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
export const STATISTICS_PERIOD_HOURS = STATISTICS_PERIODS.map((p) => p.hours);

const count = z.number().int().min(0);
/** GET admin/statistics, its range and its updates: every count, 0 where nothing is counted. */
export const statisticsSchema = z.object(Object.fromEntries(STATISTICS_KEYS.map((k) => [k, count])) as Record<StatisticsKey, typeof count>);
export type Statistics = z.infer<typeof statisticsSchema>;

const timestamp = (label: string) => calendarDateTime(`${label} must be an ISO timestamp`);

/**
 * GET admin/statistics/range: the last `hours` (one of the periods, 24 when nothing is given), or
 * an explicit `from`–`to` window instead.
 */
export const statisticsRangeQuerySchema = z
  .object({
    hours: numberParam(
      z
        .number({ error: 'Hours must be a number' })
        .refine((h) => (STATISTICS_PERIOD_HOURS as number[]).includes(h), `Hours must be one of ${STATISTICS_PERIOD_HOURS.join(', ')}`)
        .optional(),
    ),
    from: timestamp('From').optional(),
    to: timestamp('To').optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Give both from and to', path: [q.from === undefined ? 'from' : 'to'] });
    } else if (q.from !== undefined && q.hours !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'Give either hours or from and to', path: ['hours'] });
    } else if (q.from !== undefined && q.to !== undefined && Date.parse(q.to) < Date.parse(q.from)) {
      ctx.addIssue({ code: 'custom', message: 'To must not be before from', path: ['to'] });
    }
  });
export type StatisticsRangeQuery = z.infer<typeof statisticsRangeQuerySchema>;

/** GET admin/statistics/updates?fromDate&toDate (001 §7); toDate defaults to now. */
export const statisticsUpdatesQuerySchema = z
  .object({ fromDate: timestamp('From date'), toDate: timestamp('To date').optional() })
  .refine((q) => !q.toDate || Date.parse(q.toDate) >= Date.parse(q.fromDate), { message: 'To date must not be before from date', path: ['toDate'] });
export type StatisticsUpdatesQuery = z.infer<typeof statisticsUpdatesQuerySchema>;
