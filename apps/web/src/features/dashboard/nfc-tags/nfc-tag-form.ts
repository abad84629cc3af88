import { nfcTagInputSchema, nfcTagUpdateSchema, type NfcTag } from '@aedatlas/contracts';
import { z } from 'zod';
import type { FormValues } from '../../admin/resource/resource-types';

/** A number field's text as the API wants it: blank is null (no position), a comma reads as a decimal point. */
const numberOrNull = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v.trim().replace(',', '.'))) : v);

function fromForm(v: unknown) {
  if (!v || typeof v !== 'object') return v;
  const values = v as FormValues;
  const points = numberOrNull(values.valuePoints);
  return { ...values, latitude: numberOrNull(values.latitude), longitude: numberOrNull(values.longitude), valuePoints: points === null ? undefined : points };
}

/** The contracts' rules and messages, applied to the form's text inputs. */
export const nfcTagFormSchema = z.preprocess(fromForm, nfcTagInputSchema);
export const nfcTagUpdateFormSchema = z.preprocess(fromForm, nfcTagUpdateSchema);

export const NFC_TAG_DEFAULTS: FormValues = { name: '', description: '', latitude: '', longitude: '', valuePoints: '0' };

export const nfcTagToValues = (t: NfcTag): FormValues => ({
  name: t.name,
  description: t.description ?? '',
  latitude: t.latitude === null ? '' : String(t.latitude),
  longitude: t.longitude === null ? '' : String(t.longitude),
  valuePoints: String(t.valuePoints),
});
