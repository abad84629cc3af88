/**
 * How the map's markers look and what they are called: the pins of each open status, the
 * clusters, the nearest AEDs' numbers and the person's position, with their titles and the names
 * a screen reader says.
 */
import { isPossiblyInUse } from '@aedatlas/contracts';
import L from 'leaflet';
import { i18n } from '../../i18n/i18n';
import { OPEN_STATUS_LABELS, type OpenStatus } from '../../lib/opening-hours/open-status';
import { formatDistance } from './lib/format-distance';
import { aedHeading, outOfServiceLabel, stateUnknownText } from './lib/popup-content';
import { clusterSizePx, type ClusterSpec, type PointSpec } from './lib/tile-markers';
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
const OUT_HTML = '<span class="aed-pin aed-pin--out" aria-hidden="true">✕</span>';
const makePointIcon = (look: OpenStatus | 'out', expired: boolean, notChecked: boolean) =>
  L.divIcon({
    // An expired battery or electrodes: a red mark on the pin, and said in its name. Not checked
    // for a year, when the key marks them: a dashed violet ring round the pin.
    className: ['aed-marker', expired && look !== 'out' && 'aed-marker--expired', notChecked && 'aed-marker--not-checked'].filter(Boolean).join(' '),
    // Out of service (a street report, or the state set): a dark square with a cross, whatever its hours.
    html: look === 'out' ? OUT_HTML : pinHtml(look),
    // The pin is drawn smaller, centred in a 44 px box that takes the taps and clicks (WCAG 2.5.5).
    iconSize: [TARGET_PX, TARGET_PX],
  });
const POINT_ICONS = new Map<string, L.DivIcon>();

/** One AED's pin: its status or out of service, expired, and not checked for a year when `markNotChecked`. */
export function pointIcon({ status, expired, outOfService, notChecked }: PointSpec, markNotChecked: boolean): L.DivIcon {
  const look = outOfService ? 'out' : status;
  const marked = markNotChecked && notChecked;
  const key = `${look}:${expired}:${marked}`;
  let icon = POINT_ICONS.get(key);
  if (!icon) POINT_ICONS.set(key, (icon = makePointIcon(look, expired, marked)));
  return icon;
}

/** 'Possibly in use' while a 112 reveal's mark lasts: said in the pin's name, not by colour alone. */
const inUseNote = (aed: { possiblyInUseUntil?: string | null }) => (isPossiblyInUse(aed.possiblyInUseUntil) ? i18n.t('map:marker.possiblyInUse') : null);

/**
 * What a pin says after its title: why it cannot be used ('Temporarily absent'), else its open
 * status; 'State unknown'; an expired battery or electrodes; not checked for a year when marked.
 */
export function pointNotes({ item, status, expired, outOfService, notChecked }: PointSpec, markNotChecked: boolean): string[] {
  const notes = [outOfService && item.outOfService ? outOfServiceLabel(item.outOfService) : OPEN_STATUS_LABELS[status], stateUnknownText(item), inUseNote(item)];
  if (expired) notes.push(i18n.t('map:expired'));
  if (markNotChecked && notChecked) notes.push(i18n.t('map:marker.notCheckedOne'));
  return notes.filter((note): note is string => Boolean(note));
}

function clusterLabel(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(count / 1000).toFixed(1).replace(/\.0$/, '')}k`;
  return `${Math.round(count / 1000)}k`;
}

/**
 * A cluster with AEDs available now wears a green ring, one with an expired AED a red corner
 * mark, and, when the key marks them, one with AEDs not checked for a year a dashed violet ring.
 * At least 44 px: a finger hits it (WCAG 2.5.8).
 */
export function clusterIcon({ count, available, expired, notChecked }: ClusterSpec, markNotChecked: boolean): L.DivIcon {
  const size = clusterSizePx(count);
  const tier = count < 100 ? 's' : count < 1000 ? 'l' : 'xl';
  const classes = ['aed-cluster', `aed-cluster--${tier}`, available > 0 && 'aed-cluster--available', expired > 0 && 'aed-cluster--expired'];
  return L.divIcon({
    className: markNotChecked && notChecked > 0 ? 'aed-marker aed-marker--not-checked' : 'aed-marker',
    html: `<span class="${classes.filter(Boolean).join(' ')}" aria-hidden="true">${clusterLabel(count)}</span>`,
    iconSize: [size, size],
  });
}

/** '120 AEDs here, 30 available now, 2 with expired battery or electrodes, 90 not checked for a year: zoom in' */
export function clusterName({ count, available, expired, notChecked }: ClusterSpec, openNow: boolean, markNotChecked: boolean): string {
  const parts = [i18n.t(openNow ? 'map:marker.clusterOpen' : 'map:marker.cluster', { count })];
  if (available && !openNow) parts.push(i18n.t('map:marker.available', { count: available }));
  if (expired) parts.push(i18n.t('map:marker.expired', { count: expired }));
  if (markNotChecked && notChecked) parts.push(i18n.t('map:marker.notChecked', { count: notChecked }));
  return i18n.t('map:marker.zoomIn', { name: parts.join(', ') });
}

/** 'Title, 350 m, Open now': the distance only once the person's position (`user`) is known. */
export function pointName(heading: string, notes: readonly string[], at: L.LatLngExpression, user: L.LatLng | null): string {
  const distance = user ? formatDistance(user.distanceTo(at)) : null;
  return [heading, distance, ...notes].filter(Boolean).join(', ');
}

/** A nearest AED's numbered marker, its title and its spoken name (why it cannot be used, else its open status). */
export function nearLooks(aed: NearbyAed, rank: number) {
  const status = aed.status ?? 'UNKNOWN';
  const icon = L.divIcon({ className: 'aed-marker', html: `<span class="${NEAR_CLASS[status]}" aria-hidden="true">${rank}</span>`, iconSize: [TARGET_PX, TARGET_PX] });
  const distance = aed.distanceMeters === undefined ? null : formatDistance(aed.distanceMeters);
  const notes = [aed.outOfService ? outOfServiceLabel(aed.outOfService) : OPEN_STATUS_LABELS[status], stateUnknownText(aed), inUseNote(aed)].filter(Boolean).join(', ');
  return {
    icon,
    title: `${rank}. ${aedHeading(aed)}, ${notes}`,
    name: [`${rank}. ${aedHeading(aed)}`, distance, notes].filter(Boolean).join(', '),
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
