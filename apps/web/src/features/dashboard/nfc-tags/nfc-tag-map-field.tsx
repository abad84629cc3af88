import type { UseFormReturn } from 'react-hook-form';
import { AedLocationMap } from '../../admin/aeds/aed-location-map';
import { useLocationPick } from '../../admin/aeds/use-location-pick';
import type { FormValues } from '../../admin/resource/resource-types';

/**
 * A small map under the NFC tag form: a click (or dragging the marker) sets latitude and longitude;
 * typed coordinates move the marker. Keyboard users type the coordinates.
 */
export function NfcTagMapField({ form }: { form: UseFormReturn<FormValues> }) {
  // The form turns a decimal comma into a point on save, so the marker reads it the same way.
  const location = useLocationPick(form, { labelField: 'name', blankLabel: 'New NFC tag', decimalComma: true });
  return (
    <div className="space-y-2">
      <AedLocationMap {...location} draggable regionLabel="Map: click to set the NFC tag's latitude and longitude" testId="nfc-tag-map" className="h-64" />
      <p className="text-sm text-slate-600">Click the map or drag the marker to set the position; typed coordinates move the marker.</p>
    </div>
  );
}
