import { useWatch, type UseFormReturn } from 'react-hook-form';
import { AedLocationMap } from '../../admin/aeds/aed-location-map';
import type { FormValues } from '../../admin/resource/resource-types';

const numberOrNull = (value: unknown): number | null => {
  if (value === '' || value === null || value === undefined) return null;
  const n = Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};

/**
 * A small map under the NFC tag form: a click (or dragging the marker) sets latitude and longitude;
 * typed coordinates move the marker. Keyboard users type the coordinates.
 */
export function NfcTagMapField({ form }: { form: UseFormReturn<FormValues> }) {
  const [latitude, longitude, name] = useWatch({ control: form.control, name: ['latitude', 'longitude', 'name'] });
  const pick = (lat: number, lng: number) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('latitude', String(lat), options);
    form.setValue('longitude', String(lng), options);
  };
  const label = typeof name === 'string' && name.trim() ? name.trim() : 'New NFC tag';
  return (
    <div className="space-y-2">
      <AedLocationMap
        latitude={numberOrNull(latitude)}
        longitude={numberOrNull(longitude)}
        label={label}
        onPick={pick}
        draggable
        regionLabel="Map: click to set the NFC tag's latitude and longitude"
        testId="nfc-tag-map"
        className="h-64"
      />
      <p className="text-sm text-slate-600">Click the map or drag the marker to set the position; typed coordinates move the marker.</p>
    </div>
  );
}
