/**
 * How the map's markers look and what they are called: the pins of each open status, the
 * clusters, the nearest AEDs' numbers and the person's position, with their titles and the names
 * a screen reader says.
 */
import L from 'leaflet';
import { i18n } from '../../i18n/i18n';
import { OPEN_STATUS_LABELS, type OpenStatus } from '../../lib/opening-hours/open-status';
import { formatDistance } from './lib/format-distance';
import { aedHeading } from './lib/popup-content';
import { clusterSizePx, type ClusterSpec } from './lib/tile-markers';
import type { NearbyAed } from './nearest-aed-markers';

const PIN_CLASS: Record<OpenStatus, string> = {
  OPEN_24_7: 'aed-pin aed-pin--24-7',
  OPEN: 'aed-pin aed-pin--open',
  CLOSED: 'aed-pin aed-pin--closed',
  UNKNOWN: 'aed-pin aed-pin--unknown',
};
const NEAR_CLASS: Record<OpenStatus, string> = {
  OPEN_24_7: 'aed-near aed-near--24-7',
  OPEN: 'aed-near aed-near--open',
  CLOSED: 'aed-near aed-near--closed',
  UNKNOWN: 'aed-near aed-near--unknown',
};
const PIN_GLYPH: Record<OpenStatus, string> = { OPEN_24_7: '24/7', OPEN: '✓', CLOSED: '–', UNKNOWN: '?' };

/** The marker look of each status; the legend draws the same. */
export function pinHtml(status: OpenStatus, text = PIN_GLYPH[status]): string {
  return `<span class="${PIN_CLASS[status]}" aria-hidden="true">${text}</span>`;
}

/** Every marker one can click or tap is at least this big. */
const TARGET_PX = 44;
const STATUSES = Object.keys(PIN_CLASS) as OpenStatus[];
const pointIcon = (status: OpenStatus, expired: boolean) =>
  L.divIcon({
    // An expired battery or electrodes: a red mark on the pin, and said in its name.
    className: expired ? 'aed-marker aed-marker--expired' : 'aed-marker',
    html: pinHtml(status),
    // The pin is drawn smaller, centred in a 44 px box that takes the taps and clicks (WCAG 2.5.5).
    iconSize: [TARGET_PX, TARGET_PX],
  });
/** One AED's pin, by its status and whether its battery or electrodes have expired. */
export const POINT_ICONS = Object.fromEntries(STATUSES.map((status) => [status, [pointIcon(status, false), pointIcon(status, true)]])) as Record<
  OpenStatus,
  [L.DivIcon, L.DivIcon]
>;

/** Out of service after a street report: a dark square with a cross, whatever its opening hours. */
export const OUT_OF_SERVICE_ICON = L.divIcon({
  className: 'aed-marker aed-marker--out',
  html: '<span class="aed-pin aed-pin--out" aria-hidden="true">✕</span>',
  iconSize: [TARGET_PX, TARGET_PX],
});

function clusterLabel(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(count / 1000).toFixed(1).replace(/\.0$/, '')}k`;
  return `${Math.round(count / 1000)}k`;
}

/**
 * A cluster with AEDs available now wears a green ring, one with an expired AED a red corner
 * mark. At least 44 px: a finger hits it (WCAG 2.5.8).
 */
export function clusterIcon(count: number, hasAvailable: boolean, hasExpired: boolean): L.DivIcon {
  const size = clusterSizePx(count);
  const tier = count < 100 ? 's' : count < 1000 ? 'l' : 'xl';
  const classes = ['aed-cluster', `aed-cluster--${tier}`, hasAvailable && 'aed-cluster--available', hasExpired && 'aed-cluster--expired'];
  return L.divIcon({
    className: 'aed-marker',
    html: `<span class="${classes.filter(Boolean).join(' ')}" aria-hidden="true">${clusterLabel(count)}</span>`,
    iconSize: [size, size],
  });
}

/** '120 AEDs here, 30 available now, 2 with expired battery or electrodes: zoom in' */
export function clusterName({ count, available, expired }: ClusterSpec, openNow: boolean): string {
  const parts = [i18n.t(openNow ? 'map:marker.clusterOpen' : 'map:marker.cluster', { count })];
  if (available && !openNow) parts.push(i18n.t('map:marker.available', { count: available }));
  if (expired) parts.push(i18n.t('map:marker.expired', { count: expired }));
  return i18n.t('map:marker.zoomIn', { name: parts.join(', ') });
}

/** 'Title, 350 m, Open now': the distance only once the person's position (`user`) is known. */
export function pointName(heading: string, status: OpenStatus, at: L.LatLngExpression, user: L.LatLng | null): string {
  const distance = user ? formatDistance(user.distanceTo(at)) : null;
  return [heading, distance, OPEN_STATUS_LABELS[status]].filter(Boolean).join(', ');
}

/** A nearest AED's numbered marker, its title and its spoken name. */
export function nearLooks(aed: NearbyAed, rank: number) {
  const status = aed.status ?? 'UNKNOWN';
  const icon = L.divIcon({ className: 'aed-marker', html: `<span class="${NEAR_CLASS[status]}" aria-hidden="true">${rank}</span>`, iconSize: [TARGET_PX, TARGET_PX] });
  const distance = aed.distanceMeters === undefined ? null : formatDistance(aed.distanceMeters);
  return {
    icon,
    title: `${rank}. ${aedHeading(aed)}, ${OPEN_STATUS_LABELS[status]}`,
    name: [`${rank}. ${aedHeading(aed)}`, distance, OPEN_STATUS_LABELS[status]].filter(Boolean).join(', '),
  };
}

/** The person's position: a blue dot, with the accuracy circle when it is useful. */
export function userPositionLayers(lat: number, lon: number, accuracy: number | null): L.Layer[] {
  const layers: L.Layer[] = [];
  if (accuracy && accuracy > 15 && accuracy < 3000) {
    layers.push(L.circle([lat, lon], { radius: accuracy, color: '#2563eb', weight: 1, fillOpacity: 0.08, interactive: false }));
  }
  layers.push(
    L.marker([lat, lon], {
      icon: L.divIcon({ className: 'aed-marker', html: '<span class="aed-user" aria-hidden="true"></span>', iconSize: [22, 22] }),
      title: i18n.t('map:marker.yourLocation'),
      keyboard: false,
      interactive: false,
      zIndexOffset: 2000,
    }),
  );
  return layers;
}
