import { DATE_DISPLAY_FORMAT } from '@aedatlas/contracts';
import dayjs from 'dayjs';

// en-US everywhere: the product speaks English (000 §9 'Language header: always en').
const countFormat = new Intl.NumberFormat('en-US');

/** 1079 -> '1,079'. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** '5. 03. 2025, 14:07' (000 §9); empty for a missing or invalid date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_DISPLAY_FORMAT) : '';
}

/** The date part of the display format, for calendar days (expiry, last check): '5. 03. 2025'. */
const DATE_ONLY_FORMAT = DATE_DISPLAY_FORMAT.split(',')[0];

export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_ONLY_FORMAT) : '';
}
