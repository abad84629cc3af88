import { changelogInputSchema, isoDateToUs, serviceDate, usDateToIso, type Changelog } from '@aedatlas/contracts';
import { z } from 'zod';
import type { FormValues } from '../../admin/resource/resource-types';

export const US_DATE_MESSAGE = 'Enter a real date as MM/DD/YYYY';

/**
 * 002 §5: the date is typed as MM/DD/YYYY and sent ISO-like ('YYYY-MM-DD'); 02/30/2025 and
 * 13/01/2025 are refused here, before anything is sent. Version and description are required.
 */
export const changelogFormSchema = z.object({
  version: changelogInputSchema.shape.version,
  text: changelogInputSchema.shape.text,
  date: z
    .string()
    .trim()
    .refine((v) => usDateToIso(v) !== undefined, US_DATE_MESSAGE)
    .transform((v) => usDateToIso(v)!),
});

/** Today in Slovenia, as the date field shows it. */
export const todayUs = () => isoDateToUs(serviceDate());

export const changelogToValues = (c: Changelog): FormValues => ({ version: c.version, date: isoDateToUs(c.date), text: c.text });
