import type { Aed } from '@aedatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { openingHoursReadable } from '../../../lib/opening-hours/open-status';

/**
 * Tells the AED's keepers when its opening hours (from OpenStreetMap) cannot be read: the map,
 * Near me and the emergency screen then call it "hours unknown" and list it after the AEDs known
 * to be open. Nothing is shown for readable or missing hours.
 */
export function UnreadableHoursNote({ aed }: { aed: Pick<Aed, 'openingHours'> }) {
  const value = aed.openingHours?.trim() ?? '';
  const readable = useQuery({ queryKey: ['opening-hours-readable', value], queryFn: () => openingHoursReadable(value), enabled: value !== '', staleTime: Infinity });
  if (!value || readable.data !== false) return null;
  return (
    <div role="status" data-testid="unreadable-hours" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">
        The opening hours “<span className="break-words">{value}</span>” cannot be read.
      </p>
      <p className="mt-1">
        The map, Near me and the emergency screen show this AED as “hours unknown” and list it after the AEDs known to be open. Correct its
        opening_hours in OpenStreetMap; the next import brings them.
      </p>
    </div>
  );
}
