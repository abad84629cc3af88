import { POPUP_MAX_WIDTH } from '@aedatlas/contracts';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { OPEN_STATUS_LABELS, type OpenStatus } from '../../lib/opening-hours/open-status';
import type { ClusterClient } from './cluster-client';
import { STATUS_ORDER, type ClustersResponse } from './lib/cluster-protocol';
import { DEFAULT_VIEW, type MapView } from './lib/map-view';
import { formatDistance } from './lib/format-distance';
import { aedHeading, popupContent, type PopupAed } from './lib/popup-content';
import { makeKeyboardOperable, openPopupWithFocus, renameMarker } from './marker-keyboard';
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

const POINT_ICONS = Object.fromEntries(
  STATUS_ORDER.map((status) => [
    status,
    L.divIcon({
      className: 'aed-marker',
      html: pinHtml(status),
      iconSize: status === 'OPEN_24_7' ? [42, 26] : [30, 30],
    }),
  ]),
) as Record<OpenStatus, L.DivIcon>;

function clusterLabel(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(count / 1000).toFixed(1).replace(/\.0$/, '')}k`;
  return `${Math.round(count / 1000)}k`;
}

/** A cluster with AEDs available now (24/7 or open) wears a green ring. */
function clusterIcon(count: number, hasAvailable: boolean): L.DivIcon {
  const [size, tier] = count < 10 ? [34, 's'] : count < 100 ? [40, 'm'] : count < 1000 ? [46, 'l'] : [52, 'xl'];
  return L.divIcon({
    className: 'aed-marker',
    html: `<span class="aed-cluster aed-cluster--${tier}${hasAvailable ? ' aed-cluster--available' : ''}" aria-hidden="true">${clusterLabel(count)}</span>`,
    iconSize: [size, size],
  });
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
  client: ClusterClient;
  /** Every settled view (after a pan, zoom or recentring). */
  onViewChange?: (view: MapView) => void;
}

/**
 * The Leaflet side of the map, kept out of React: it asks the worker for the clusters of the
 * visible area after every move and draws only those, reusing the markers that stay.
 */
export class AedMapController {
  readonly map: L.Map;
  private readonly options: AedMapOptions;
  private readonly markerLayer = L.layerGroup();
  private readonly nearLayer = L.layerGroup();
  private readonly userLayer = L.layerGroup();
  private markers = new Map<string, L.Marker>();
  private indexVersion = 0;
  private requestSeq = 0;
  private destroyed = false;
  private insets: MapInsets = { top: 0, right: 0, bottom: 0, left: 0 };
  /** The person's position once known: marker names then say how far each AED is. */
  private user: L.LatLng | null = null;
  private readonly spokenNames = new WeakMap<L.Marker, () => string>();

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
    L.control.zoom({ position: 'bottomright' }).addTo(this.map);
    this.markerLayer.addTo(this.map);
    this.nearLayer.addTo(this.map);
    this.userLayer.addTo(this.map);
    this.map.on('moveend', this.onMoveEnd);
    this.writeView();
  }

  private onMoveEnd = () => {
    this.writeView();
    void this.refresh();
  };

  /** The view, also as data-center / data-zoom on the container (tests and tools read them). */
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

  /** Where the map looks now (the 'Embed this map' snippet takes it). */
  currentView(): MapView {
    const center = this.map.getCenter();
    return { lat: center.lat, lon: center.lng, zoom: this.map.getZoom() };
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

  /** Draws the clusters of the visible area (a little beyond, so panning shows no gaps). */
  async refresh(): Promise<void> {
    if (this.destroyed) return;
    const seq = ++this.requestSeq;
    const bounds = this.map.getBounds().pad(0.2);
    let response: ClustersResponse;
    try {
      response = await this.options.client.clusters(
        [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
        this.map.getZoom(),
      );
    } catch {
      return;
    }
    if (seq !== this.requestSeq || this.destroyed) return;
    this.draw(response);
  }

  private draw({ items, labels, version }: ClustersResponse) {
    this.indexVersion = version;
    const next = new Map<string, L.Marker>();
    for (let k = 0; k < items.length; k++) {
      const [a, b, lat, lon, available] = items[k];
      const isPoint = a < 0;
      const key = isPoint ? `p${-1 - a}:${b}` : `c${version}:${a}:${available}`;
      let marker = this.markers.get(key);
      if (!marker) {
        marker = isPoint
          ? this.pointMarker(-1 - a, STATUS_ORDER[b] ?? 'UNKNOWN', lat, lon, labels[k] ?? 'AED')
          : this.clusterMarker(a, b, available, lat, lon);
        this.markerLayer.addLayer(marker);
      }
      next.set(key, marker);
    }
    for (const [key, marker] of this.markers) if (!next.has(key)) this.markerLayer.removeLayer(marker);
    this.markers = next;
    const { dataset } = this.options.container;
    dataset.markers = String(next.size);
    dataset.version = String(version);
    if (!dataset.ready) {
      // Milliseconds from navigation start to the first markers (read by the benchmark).
      dataset.firstDrawMs = String(Math.round(performance.now()));
      dataset.ready = 'true';
    }
  }

  private pointMarker(index: number, status: OpenStatus, lat: number, lon: number, heading: string): L.Marker {
    const marker = L.marker([lat, lon], { icon: POINT_ICONS[status], title: `${heading}, ${OPEN_STATUS_LABELS[status]}`, riseOnHover: true });
    this.keyboard(marker, () => this.pointName(heading, status, [lat, lon]), () => this.openFromKeyboard(marker, () => marker.getElement()));
    // The AED's fields live in the worker: the popup opens at once and fills in a moment later.
    this.bindPopup(marker, () => {
      const waiting = document.createElement('p');
      waiting.className = 'aed-popup__waiting';
      waiting.textContent = heading;
      return waiting;
    });
    marker.on('popupopen', async () => {
      const answer = await this.options.client.item(index).catch(() => null);
      if (!answer?.item || !marker.isPopupOpen()) return;
      marker.setPopupContent(popupContent(answer.item, STATUS_ORDER[answer.status] ?? 'UNKNOWN'));
    });
    return marker;
  }

  private clusterMarker(clusterId: number, count: number, available: number, lat: number, lon: number): L.Marker {
    const marker = L.marker([lat, lon], {
      icon: clusterIcon(count, available > 0),
      title: `${count} AEDs here${available ? `, ${available} available now` : ''}: zoom in`,
      zIndexOffset: 100,
    });
    const zoomIn = async () => {
      const version = this.indexVersion;
      let zoom: number | null = null;
      try {
        zoom = await this.options.client.expansionZoom(version, clusterId);
      } catch {
        zoom = null;
      }
      if (this.destroyed) return;
      const target = Math.min(zoom ?? this.map.getZoom() + 2, this.map.getMaxZoom());
      this.map.setView([lat, lon], Math.max(target, this.map.getZoom() + 1));
    };
    marker.on('click', () => void zoomIn());
    const name = `${count} AEDs here${available ? `, ${available} available now` : ''}: zoom in`;
    // From the keyboard the cluster is gone after the zoom: the focus goes to the map, whose next
    // Tab stops are the markers now in view.
    this.keyboard(marker, () => name, () => void zoomIn().then(() => this.map.getContainer().focus({ preventScroll: true })));
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
      title: 'Your location',
      keyboard: false,
      interactive: false,
      zIndexOffset: 2000,
    }).addTo(this.userLayer);
  }

  /** The nearest AEDs as numbered markers above the clusters. */
  showNearest(aeds: NearbyAed[]) {
    this.nearLayer.clearLayers();
    aeds.forEach((aed, k) => {
      const status = aed.status ?? 'UNKNOWN';
      const marker = L.marker([aed.latitude, aed.longitude], {
        icon: L.divIcon({
          className: 'aed-marker',
          html: `<span class="${NEAR_CLASS[status]}" aria-hidden="true">${k + 1}</span>`,
          iconSize: [32, 32],
        }),
        title: `${k + 1}. ${aedHeading(aed)}, ${OPEN_STATUS_LABELS[status]}`,
        zIndexOffset: 1000 + (aeds.length - k),
      });
      this.bindPopup(marker, () => popupContent(aed, aed.status));
      const distance = aed.distanceMeters === undefined ? null : formatDistance(aed.distanceMeters);
      const name = [`${k + 1}. ${aedHeading(aed)}`, distance, OPEN_STATUS_LABELS[status]].filter(Boolean).join(', ');
      this.keyboard(marker, () => name, () => this.openFromKeyboard(marker, () => marker.getElement()));
      (marker as L.Marker & { aedId?: string }).aedId = aed.id;
      marker.addTo(this.nearLayer);
    });
  }

  clearNearby() {
    this.nearLayer.clearLayers();
    this.userLayer.clearLayers();
  }

  /**
   * Opens a nearest AED's popup, zoomed in, low in the part of the map no panel covers. With
   * `returnTo` (asked from the keyboard) the popup takes the focus and gives it back on closing.
   */
  focusNearby(id: string, returnTo?: () => HTMLElement | null | undefined) {
    this.nearLayer.eachLayer((layer) => {
      const marker = layer as L.Marker & { aedId?: string };
      if (marker.aedId !== id) return;
      this.map.setView(marker.getLatLng(), Math.max(this.map.getZoom(), 17), { animate: false });
      const size = this.map.getSize();
      const { top, right, bottom, left } = this.insets;
      const targetX = left + (size.x - left - right) / 2;
      const targetY = top + (size.y - top - bottom) * 0.7;
      this.map.panBy([size.x / 2 - targetX, size.y / 2 - targetY], { animate: false });
      if (returnTo) return this.openFromKeyboard(marker, returnTo);
      Object.assign(marker.getPopup()?.options ?? {}, this.popupOptions());
      marker.openPopup();
    });
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

  invalidateSize() {
    this.map.invalidateSize();
  }

  destroy() {
    this.destroyed = true;
    this.map.off('moveend', this.onMoveEnd);
    this.map.remove();
  }
}
