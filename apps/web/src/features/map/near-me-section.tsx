import { forwardRef, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/http';
import { useNearestAeds } from './api/get-nearest-aeds';
import { useWalkingRoute } from './api/get-walking-route';
import type { MapEngine } from './map-engine';
import { NearMePanel, type NearMePanelProps } from './near-me-panel';
import { useOpenStatuses } from './use-open-statuses';

/** AEDs farther than this in a straight line are listed but not fitted into the first view. */
const FIT_WITHIN_METERS = 3_000;

/** What the panel is told by the page around it; the list itself comes from the section's own query. */
type NearMeSectionProps = Pick<NearMePanelProps, 'location' | 'collapsed' | 'onExpand' | 'onRetry' | 'onClose' | 'onShow' | 'at'> & {
  engine: MapEngine | null;
  /** Tells the map what the panel covers, before it fits the nearest AEDs into view. */
  updateInsets: () => void;
};

/**
 * Near me on /map: the nearest AEDs' list and what the map shows of them. The answer re-renders
 * only this part of the page, not the search, header and buttons around it: on a slow phone the
 * list is on screen sooner.
 */
export const NearMeSection = forwardRef<HTMLElement, NearMeSectionProps>(function NearMeSection(props, ref) {
  const { location, engine, updateInsets } = props;
  const { t } = useTranslation('map');
  const located = location.phase === 'located' ? location : null;
  const nearest = useNearestAeds(located && { lat: located.lat, lon: located.lon, at: props.at });
  const statuses = useOpenStatuses(nearest.data, props.at);

  // The walk drawn on the map: to the first AED of the list until another is shown.
  const [shown, setShown] = useState<string | null>(null);
  const routeTo = nearest.data?.find((aed) => aed.id === shown) ?? nearest.data?.[0];
  const route = useWalkingRoute(located && routeTo?.walkingBasis === 'route' ? { id: routeTo.id, lat: located.lat, lon: located.lon } : null);
  const path = located && routeTo?.walkingBasis === 'route' ? (route.data?.path ?? null) : null;
  useEffect(() => {
    engine?.controller.showRoute(path);
  }, [engine, path]);
  const { onShow } = props;
  const show = useCallback(
    (id: string, from?: HTMLElement) => {
      setShown(id);
      onShow(id, from);
    },
    [onShow],
  );

  const nearbyForMap = useMemo(() => nearest.data?.map((aed) => ({ ...aed, status: statuses?.get(aed.id) ?? null })), [nearest.data, statuses]);
  useEffect(() => {
    if (!engine || !located) return;
    engine.controller.showUser(located.lat, located.lon, located.accuracy);
    if (nearbyForMap) engine.controller.showNearest(nearbyForMap);
  }, [engine, located, nearbyForMap]);

  // Fit once per answer: the person and the first three AEDs, those of them within reach on foot
  // (the first always): one an hour's walk away would zoom the map out past the streets.
  useEffect(() => {
    if (!engine || !located || !nearest.data) return;
    updateInsets();
    engine.controller.fitPoints([
      [located.lat, located.lon],
      ...nearest.data
        .slice(0, 3)
        .filter((aed, k) => k === 0 || aed.distanceMeters <= FIT_WITHIN_METERS)
        .map((aed): [number, number] => [aed.latitude, aed.longitude]),
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
      onShow={show}
      at={props.at}
    />
  );
});
