import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { FormValues } from '../resource/resource-types';

interface LocationPickOptions {
  /** The field that names the marker ('name', 'description'), and the name while it is blank. */
  labelField: string;
  blankLabel: string;
  /** Text where the inputs hold text, so the form's values stay one type. */
  pickedAs?: 'number' | 'text';
  /** Where the form accepts '46,05', the marker follows it too. */
  decimalComma?: boolean;
}

const coordinateOf = (value: unknown, decimalComma: boolean): number | null => {
  if (value === '' || value === null || value === undefined) return null;
  const text = String(value);
  const n = Number(decimalComma ? text.replace(',', '.') : text);
  return Number.isFinite(n) ? n : null;
};

/**
 * The props of an AedLocationMap that edits a form's latitude and longitude: typed coordinates
 * move the marker, and a click or a drag on the map fills them in.
 */
export function useLocationPick(form: UseFormReturn<FormValues>, { labelField, blankLabel, pickedAs = 'text', decimalComma = false }: LocationPickOptions) {
  const [latitude, longitude, name] = useWatch({ control: form.control, name: ['latitude', 'longitude', labelField] });
  const onPick = (lat: number, lng: number) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('latitude', pickedAs === 'text' ? String(lat) : lat, options);
    form.setValue('longitude', pickedAs === 'text' ? String(lng) : lng, options);
  };
  return {
    latitude: coordinateOf(latitude, decimalComma),
    longitude: coordinateOf(longitude, decimalComma),
    label: typeof name === 'string' && name.trim() ? name.trim() : blankLabel,
    onPick,
  };
}
