import { HEALTH_CHECKED_MONTHS, HEALTH_FILTERS, HEALTH_OVERDUE_HOURS, type HealthFilter } from '@aedatlas/contracts';
import type { AddressFilter } from '../resource/resource-types';

/** The registry health dashboard's lists, in words. */
export const HEALTH_FILTER_LABELS: Record<HealthFilter, string> = {
  notCheckedYear: `Not checked within ${HEALTH_CHECKED_MONTHS} months`,
  hoursUnknown: 'Opening hours unknown',
  outOfService: 'Out of service',
  overdue: `Out of service over ${HEALTH_OVERDUE_HOURS} hours`,
};

/** The AED list's `?health=` filter (the dashboard's figures link to it). */
export const healthAddressFilter: AddressFilter = {
  name: 'health',
  values: HEALTH_FILTERS,
  label: (value) => HEALTH_FILTER_LABELS[value as HealthFilter] ?? value,
};

/** The console's AED list showing one of the dashboard's lists. */
export const healthListAddress = (filter: HealthFilter) => `/admin/aeds?health=${filter}`;
