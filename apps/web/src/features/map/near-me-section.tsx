import { forwardRef, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/http';
import { useNearestAeds } from './api/get-nearest-aeds';
import type { MapEngine } from './map-engine';
import { NearMePanel } from './near-me-panel';
import { useOpenStatuses } from './use-open-statuses';
import type { GeolocationState } from './use-geolocation';

interface NearMeSectionProps {
  location: GeolocationState;
  engine: MapEngine | null;
  /** Tells the map what the panel covers, before it fits the nearest AEDs into view. */
  updateInsets: () => void;
  collapsed: boolean;
  onExpand: () => void;
  onRetry: () => void;
  onClose: () => void;
  onShow: (id: string, from?: HTMLElement) => void;
}

/**
 * Near me on /map: the nearest AEDs' list and what the map shows of them. The answer re-renders
 * only this part of the page, not the search, header and buttons around it: on a slow phone the
 * list is on screen sooner.
 */
export const NearMeSection = forwardRef<HTMLElement, NearMeSectionProps>(function NearMeSection(props, ref) {
  const { location, engine, updateInsets } = props;
  const { t } = useTranslation('map');
  const located = location.phase === 'located' ? location : null;
  const nearest = useNearestAeds(located && { lat: located.lat, lon: located.lon });
  const statuses = useOpenStatuses(nearest.data);

  const nearbyForMap = useMemo(() => nearest.data?.map((aed) => ({ ...aed, status: statuses?.get(aed.id) ?? null })), [nearest.data, statuses]);
  useEffect(() => {
    if (!engine || !located) return;
    engine.controller.showUser(located.lat, located.lon, located.accuracy);
    if (nearbyForMap) engine.controller.showNearest(nearbyForMap);
  }, [engine, located, nearbyForMap]);

  // Fit once per answer: the person and the closest three AEDs.
  useEffect(() => {
    if (!engine || !located || !nearest.data) return;
    updateInsets();
    engine.controller.fitPoints([
      [located.lat, located.lon],
      ...nearest.data.slice(0, 3).map((aed): [number, number] => [aed.latitude, aed.longitude]),
    ]);
  }, [engine, located, nearest.data, updateInsets]);

  return (
    <NearMePanel
      ref={ref}
      location={location}
      aeds={nearest.data}
      statuses={statuses}
      loading={nearest.isPending}
      error={nearest.isError ? errorMessageOf(nearest.error, t('page.nearestFailed')) : null}
      collapsed={props.collapsed}
      onExpand={props.onExpand}
      onRetry={props.onRetry}
      onClose={props.onClose}
      onShow={props.onShow}
    />
  );
});
