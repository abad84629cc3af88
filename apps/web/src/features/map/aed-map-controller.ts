import { POPUP_MAX_WIDTH } from '@aedatlas/contracts';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { OPEN_STATUS_LABELS, type OpenStatus } from '../../lib/opening-hours/open-status';
import { clusterSizePx, type ClusterSpec, type MarkerSpec, type PointSpec } from './lib/tile-markers';
import { DEFAULT_VIEW, type MapView } from './lib/map-view';
import { formatDistance } from './lib/format-distance';
import { aedHeading, popupContent, type PopupAed } from './lib/popup-content';
import { i18n } from '../../i18n/i18n';
import { makeKeyboardOperable, openPopupWithFocus, renameMarker } from './marker-keyboard';
import { panControl } from './pan-control';
import './map.css';

export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a> contributors';

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
const POINT_ICONS = Object.fromEntries(STATUSES.map((status) => [status, [pointIcon(status, false), pointIcon(status, true)]])) as Record<
  OpenStatus,
  [L.DivIcon, L.DivIcon]
>;

/** Out of service after a street report: a dark square with a cross, whatever its opening hours. */
const OUT_OF_SERVICE_ICON = L.divIcon({
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
function clusterIcon(count: number, hasAvailable: boolean, hasExpired: boolean): L.DivIcon {
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
function clusterName({ count, available, expired }: ClusterSpec, openNow: boolean): string {
  const parts = [i18n.t(openNow ? 'map:marker.clusterOpen' : 'map:marker.cluster', { count })];
  if (available && !openNow) parts.push(i18n.t('map:marker.available', { count: available }));
  if (expired) parts.push(i18n.t('map:marker.expired', { count: expired }));
  return i18n.t('map:marker.zoomIn', { name: parts.join(', ') });
}

export interface NearbyAed extends PopupAed {
  status: OpenStatus | null;
}

/** Pixels along each edge of the map that panels cover. */
export interface MapInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface AedMapOptions {
  container: HTMLElement;
  tileUrl: string;
  /** Every settled view (after a pan, zoom or recentring): the engine then asks for its tiles. */
  onViewChange?: (view: MapView) => void;
}

/**
 * The Leaflet side of the map, kept out of React: it draws the markers the engine hands it,
 * reusing those that stay, and gives them names a screen reader can say.
 */
export class AedMapController {
  readonly map: L.Map;
  private readonly options: AedMapOptions;
  private readonly markerLayer = L.layerGroup();
  private readonly nearLayer = L.layerGroup();
  /** The nearest AEDs' markers, in rank order. */
  private nearMarkers: { aed: NearbyAed; marker: L.Marker }[] = [];
  /** A nearest AED asked for before its marker was on the map (focusNearby): shown when it is. */
  private pendingFocus: { id: string; returnTo?: () => HTMLElement | null | undefined } | null = null;
  private readonly userLayer = L.layerGroup();
  private markers = new Map<string, L.Marker>();
  private destroyed = false;
  private insets: MapInsets = { top: 0, right: 0, bottom: 0, left: 0 };
  /** The person's position once known: marker names then say how far each AED is. */
  private user: L.LatLng | null = null;
  private readonly spokenNames = new WeakMap<L.Marker, () => string>();
  private readonly zoomControl = L.control.zoom({ position: 'bottomright' });
  private readonly panControl = panControl();

  constructor(options: AedMapOptions) {
    this.options = options;
    const { container } = options;
    this.map = L.map(container, {
      center: [DEFAULT_VIEW.lat, DEFAULT_VIEW.lon],
      zoom: DEFAULT_VIEW.zoom,
      zoomControl: false,
      minZoom: 3,
      maxZoom: 19,
    });
    this.map.attributionControl.setPrefix('<a href="https://leafletjs.com" target="_blank" rel="noopener">Leaflet</a>');
    L.tileLayer(options.tileUrl, { attribution: OSM_ATTRIBUTION, maxZoom: 19 }).addTo(this.map);
    this.zoomControl.addTo(this.map);
    this.panControl.addTo(this.map);
    this.relabelControls();
    this.markerLayer.addTo(this.map);
    this.nearLayer.addTo(this.map);
    this.userLayer.addTo(this.map);
    this.map.on('moveend', this.onMoveEnd);
    this.writeView();
  }

  private onMoveEnd = () => this.writeView();

  /**
   * Where the map looks now (the 'Embed this map' snippet takes it); also written as data-center /
   * data-zoom on the container (tests and tools read them).
   */
  view(): MapView {
    const center = this.map.getCenter();
    return { lat: center.lat, lon: center.lng, zoom: this.map.getZoom() };
  }

  private writeView() {
    const view = this.view();
    const { dataset } = this.options.container;
    dataset.center = `${view.lat.toFixed(6)},${view.lon.toFixed(6)}`;
    dataset.zoom = String(view.zoom);
    this.options.onViewChange?.(view);
  }

  setView(view: MapView) {
    this.map.setView([view.lat, view.lon], view.zoom, { animate: false });
    this.writeView();
  }

  /** Panels over the map: popups and fitted views keep clear of them. */
  setInsets(insets: MapInsets) {
    this.insets = insets;
  }

  private popupOptions(): L.PopupOptions {
    const { top, right, bottom, left } = this.insets;
    return {
      maxWidth: POPUP_MAX_WIDTH,
      autoPanPaddingTopLeft: L.point(left + 12, top + 12),
      autoPanPaddingBottomRight: L.point(right + 12, bottom + 12),
    };
  }

  /** Binds a popup whose pan padding follows the panels at the moment it opens. */
  private bindPopup(marker: L.Marker, content: () => HTMLElement | string) {
    marker.on('click keypress', () => Object.assign(marker.getPopup()?.options ?? {}, this.popupOptions()));
    marker.bindPopup(content, this.popupOptions());
  }

  /** 'Title, 350 m, Open now': the distance only once the person's position is known. */
  private pointName(heading: string, status: OpenStatus, at: L.LatLngExpression): string {
    const distance = this.user ? formatDistance(this.user.distanceTo(at)) : null;
    return [heading, distance, OPEN_STATUS_LABELS[status]].filter(Boolean).join(', ');
  }

  /** A popup opened from the keyboard takes the focus; closing it gives the focus back. */
  private openFromKeyboard(marker: L.Marker, returnTo: () => HTMLElement | null | undefined) {
    Object.assign(marker.getPopup()?.options ?? {}, this.popupOptions());
    openPopupWithFocus(marker, returnTo);
  }

  private keyboard(marker: L.Marker, name: () => string, activate: () => void) {
    this.spokenNames.set(marker, name);
    makeKeyboardOperable(marker, { name, activate });
  }

  /** The visible area and a fifth of it around, so panning shows no gaps: [west, south, east, north]. */
  paddedBounds(pad = 0.2): [number, number, number, number] {
    const bounds = this.map.getBounds().pad(pad);
    return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
  }

  /**
   * Draws these markers and removes the others. `complete`: nothing more is on its way for this
   * view (data-version then equals data-index-version, which tests and the benchmark wait for).
   */
  draw(specs: readonly MarkerSpec[], { openNow, version, complete }: { openNow: boolean; version: number; complete: boolean }) {
    if (this.destroyed) return;
    const next = new Map<string, L.Marker>();
    for (const spec of specs) {
      const key = spec.kind === 'cluster' ? `${spec.key}:${openNow ? 'o' : 'a'}` : spec.key;
      let marker = this.markers.get(key);
      if (!marker) {
        marker = spec.kind === 'point' ? this.pointMarker(spec) : this.clusterMarker(spec, openNow);
        this.markerLayer.addLayer(marker);
      }
      next.set(key, marker);
    }
    for (const [key, marker] of this.markers) if (!next.has(key)) this.markerLayer.removeLayer(marker);
    this.markers = next;
    const { dataset } = this.options.container;
    dataset.markers = String(next.size);
    if (!complete) return;
    dataset.version = String(version);
    if (!dataset.ready) {
      // Milliseconds from navigation start to the first complete view (read by the benchmark).
      dataset.firstDrawMs = String(Math.round(performance.now()));
      dataset.ready = 'true';
    }
  }

  private pointMarker({ item, status, expired, outOfService }: PointSpec): L.Marker {
    const heading = aedHeading(item);
    const out = outOfService && i18n.t('map:outOfService.label');
    const marker = L.marker([item.latitude, item.longitude], {
      icon: outOfService ? OUT_OF_SERVICE_ICON : POINT_ICONS[status][expired ? 1 : 0],
      title: [heading, out || OPEN_STATUS_LABELS[status], expired && i18n.t('map:expired')].filter(Boolean).join(', '),
      riseOnHover: true,
    });
    const at: L.LatLngExpression = [item.latitude, item.longitude];
    this.keyboard(
      marker,
      () => [this.pointName(heading, status, at), out, expired && i18n.t('map:expired')].filter(Boolean).join(', '),
      () => this.openFromKeyboard(marker, () => marker.getElement()),
    );
    this.bindPopup(marker, () => popupContent(item, status));
    return marker;
  }

  private clusterMarker(spec: ClusterSpec, openNow: boolean): L.Marker {
    const name = clusterName(spec, openNow);
    const marker = L.marker([spec.lat, spec.lon], {
      icon: clusterIcon(spec.count, spec.available > 0, spec.expired > 0),
      title: name,
      zIndexOffset: 100,
    });
    const zoomIn = () => this.map.setView([spec.lat, spec.lon], Math.max(spec.expandZoom, this.map.getZoom() + 1));
    marker.on('click', zoomIn);
    // From the keyboard the cluster is gone after the zoom: the focus goes to the map, whose next
    // Tab stops are the markers now in view.
    this.keyboard(marker, () => name, () => {
      zoomIn();
      this.map.getContainer().focus({ preventScroll: true });
    });
    return marker;
  }

  /** The person's position: a blue dot, with the accuracy circle when it is useful. */
  showUser(lat: number, lon: number, accuracy: number | null) {
    this.userLayer.clearLayers();
    this.user = L.latLng(lat, lon);
    for (const marker of this.markers.values()) {
      const name = this.spokenNames.get(marker);
      if (name) renameMarker(marker, name());
    }
    if (accuracy && accuracy > 15 && accuracy < 3000) {
      L.circle([lat, lon], { radius: accuracy, color: '#2563eb', weight: 1, fillOpacity: 0.08, interactive: false }).addTo(this.userLayer);
    }
    L.marker([lat, lon], {
      icon: L.divIcon({ className: 'aed-marker', html: '<span class="aed-user" aria-hidden="true"></span>', iconSize: [22, 22] }),
      title: i18n.t('map:marker.yourLocation'),
      keyboard: false,
      interactive: false,
      zIndexOffset: 2000,
    }).addTo(this.userLayer);
  }

  /**
   * The nearest AEDs as numbered markers above the clusters. The same AEDs again, in the same
   * order (their open-now status has come, or the same answer once more), keep their markers and
   * only change how they look and what they are called: a popup open on one stays open, with the
   * focus in it.
   */
  showNearest(aeds: NearbyAed[]) {
    const shown = this.nearMarkers;
    if (aeds.length === shown.length && aeds.every((aed, k) => shown[k].aed.id === aed.id)) {
      aeds.forEach((aed, k) => (shown[k].aed = aed));
      this.restyleNearest();
      return;
    }
    this.nearLayer.clearLayers();
    this.nearMarkers = aeds.map((aed, k) => {
      const { icon, title } = this.nearLooks(aed, k + 1);
      const marker = L.marker([aed.latitude, aed.longitude], { icon, title, zIndexOffset: 1000 + (aeds.length - k) });
      const entry = { aed, marker };
      // Both read the entry: they say what it holds now.
      this.bindPopup(marker, () => popupContent(entry.aed, entry.aed.status));
      this.keyboard(marker, () => this.nearLooks(entry.aed, k + 1).name, () => this.openFromKeyboard(marker, () => marker.getElement()));
      (marker as L.Marker & { aedId?: string }).aedId = aed.id;
      marker.addTo(this.nearLayer);
      return entry;
    });
    const pending = this.pendingFocus;
    this.pendingFocus = null;
    // In the next frame: after the page has fitted the new answer into view, which would move
    // the map away from the AED.
    if (pending && aeds.some((aed) => aed.id === pending.id)) requestAnimationFrame(() => this.focusNearby(pending.id, pending.returnTo));
  }

  /** The nearest AEDs' markers take the look and the names of what they hold now, in place. */
  private restyleNearest() {
    this.nearMarkers.forEach(({ aed, marker }, k) => {
      const { icon, title, name } = this.nearLooks(aed, k + 1);
      marker.options.icon = icon;
      marker.options.title = title;
      const element = marker.getElement();
      if (element) {
        element.innerHTML = icon.options.html as string;
        element.title = title;
        renameMarker(marker, name);
      }
    });
  }

  /** A nearest AED's numbered marker, its title and its spoken name. */
  private nearLooks(aed: NearbyAed, rank: number) {
    const status = aed.status ?? 'UNKNOWN';
    const icon = L.divIcon({ className: 'aed-marker', html: `<span class="${NEAR_CLASS[status]}" aria-hidden="true">${rank}</span>`, iconSize: [TARGET_PX, TARGET_PX] });
    const distance = aed.distanceMeters === undefined ? null : formatDistance(aed.distanceMeters);
    return {
      icon,
      title: `${rank}. ${aedHeading(aed)}, ${OPEN_STATUS_LABELS[status]}`,
      name: [`${rank}. ${aedHeading(aed)}`, distance, OPEN_STATUS_LABELS[status]].filter(Boolean).join(', '),
    };
  }

  clearNearby() {
    this.pendingFocus = null;
    this.nearLayer.clearLayers();
    this.nearMarkers = [];
    this.userLayer.clearLayers();
  }

  /**
   * Opens a nearest AED's popup, zoomed in, low in the part of the map no panel covers. With
   * `returnTo` (asked from the keyboard) the popup takes the focus and gives it back on closing.
   */
  focusNearby(id: string, returnTo?: () => HTMLElement | null | undefined) {
    if (this.destroyed) return;
    const marker = this.nearMarkers.find(({ aed }) => aed.id === id)?.marker;
    // Pressed in the list before the answer's markers were drawn: shown when they are.
    if (!marker) {
      this.pendingFocus = { id, returnTo };
      return;
    }
    this.map.setView(marker.getLatLng(), Math.max(this.map.getZoom(), 17), { animate: false });
    const size = this.map.getSize();
    const { top, right, bottom, left } = this.insets;
    const targetX = left + (size.x - left - right) / 2;
    const targetY = top + (size.y - top - bottom) * 0.7;
    this.map.panBy([size.x / 2 - targetX, size.y / 2 - targetY], { animate: false });
    if (returnTo) return this.openFromKeyboard(marker, returnTo);
    Object.assign(marker.getPopup()?.options ?? {}, this.popupOptions());
    marker.openPopup();
  }

  /** Fits points into the part of the map no panel covers. */
  fitPoints(points: [number, number][], maxZoom = 17) {
    if (!points.length) return;
    const { top, right, bottom, left } = this.insets;
    this.map.fitBounds(L.latLngBounds(points), {
      paddingTopLeft: [left + 32, top + 32],
      paddingBottomRight: [right + 32, bottom + 32],
      maxZoom,
      animate: false,
    });
  }

  /**
   * The language changed: the buttons and the nearest AEDs' markers are named again (in place, so
   * an open popup stays open), and the other markers are made anew at the next draw.
   */
  relabel() {
    this.relabelControls();
    this.restyleNearest();
    this.markerLayer.clearLayers();
    this.markers.clear();
  }

  private relabelControls() {
    const container = this.zoomControl.getContainer();
    for (const [selector, key] of [['.leaflet-control-zoom-in', 'map:pan.zoomIn'], ['.leaflet-control-zoom-out', 'map:pan.zoomOut']] as const) {
      const button = container?.querySelector(selector);
      button?.setAttribute('title', i18n.t(key));
      button?.setAttribute('aria-label', i18n.t(key));
    }
    this.panControl.relabel();
  }

  invalidateSize() {
    this.map.invalidateSize();
  }

  destroy() {
    this.destroyed = true;
    this.map.off('moveend', this.onMoveEnd);
    this.map.remove();
  }
}
