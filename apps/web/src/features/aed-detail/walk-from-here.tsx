import type { Aed } from '@aedatlas/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n';
import { useWalkingRoute } from '../map/api/get-walking-route';
import { positionIfAllowed } from '../map/lib/locate-options';
import { walkText } from '../map/lib/walk-text';
import { distanceMeters } from '../offline/lib/offline-nearest';
import { WalkIcon } from '../map/map-icons';

/**
 * How far it is to walk here from where the person is, when they have already let the site
 * locate them (never a prompt): "6 min walk (450 m), round trip 12 min" where the server has a
 * walking network, the straight line otherwise. The position stays in the browser and the
 * route's request.
 */
export function WalkFromHere({ aed }: { aed: Aed }) {
  const { t } = useTranslation('map');
  const [position, setPosition] = useState<{ lat: number; lon: number } | null>(null);
  useEffect(() => positionIfAllowed((found) => setPosition({ lat: found.coords.latitude, lon: found.coords.longitude })), []);
  const route = useWalkingRoute(position ? { id: aed.id, ...position } : null);
  if (!position || route.isPending) return null;
  const straight = distanceMeters(position.lat, position.lon, aed.latitude, aed.longitude);
  const walked = route.data
    ? { distanceMeters: straight, walkingMeters: route.data.meters, walkingSeconds: route.data.seconds, walkingBasis: 'route' as const }
    : { distanceMeters: straight };
  const { walk, roundTrip } = walkText(walked, t('nearMe.walk', { returnObjects: true }), currentLocale());
  return (
    <p data-testid="walk-from-here" className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
      <WalkIcon className="h-5 w-5 flex-none text-slate-700" />
      {walk}
      {roundTrip && <span className="font-normal text-slate-700">{roundTrip}</span>}
    </p>
  );
}
