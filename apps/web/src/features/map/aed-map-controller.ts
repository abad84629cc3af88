import { POPUP_MAX_WIDTH } from '@aedatlas/contracts';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { ClusterSpec, MarkerSpec, PointSpec } from './lib/tile-markers';
import { DEFAULT_VIEW, type MapView } from './lib/map-view';
import { aedHeading, popupContent } from './lib/popup-content';
import { i18n } from '../../i18n/i18n';
import { makeKeyboardOperable, openPopupWithFocus, renameMarker } from './marker-keyboard';
import { clusterIcon, clusterName, pointIcon, pointName, pointNotes, userPositionLayers } from './marker-looks';
import { NearestAedMarkers, type NearbyAed } from './nearest-aed-markers';
import { panControl } from './pan-control';
import { drawWalkingRoute } from './walking-route-layer';
import './map.css';

export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a> contributors';

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
  private readonly nearest = new NearestAedMarkers({
    bindPopup: (marker, content) => this.bindPopup(marker, content),
    keyboard: (marker, name, activate) => this.keyboard(marker, name, activate),
    openFromKeyboard: (marker, returnTo) => this.openFromKeyboard(marker, returnTo),
    focusNearby: (id, returnTo) => this.focusNearby(id, returnTo),
  });
  private readonly userLayer = L.layerGroup();
  /** The walk to the chosen nearest AED ([lon, lat] points, or none), under the markers. */
  private readonly routeLayer = L.layerGroup();
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
    this.routeLayer.addTo(this.map);
    this.markerLayer.addTo(this.map);
    this.nearest.layer.addTo(this.map);
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
   * `markNotChecked`: the key's toggle, marking the AEDs not checked for a year.
   */
  draw(specs: readonly MarkerSpec[], { openNow, version, complete, markNotChecked = false }: { openNow: boolean; version: number; complete: boolean; markNotChecked?: boolean }) {
    if (this.destroyed) return;
    const next = new Map<string, L.Marker>();
    for (const spec of specs) {
      const marked = markNotChecked && spec.notChecked ? ':u' : '';
      const key = spec.kind === 'cluster' ? `${spec.key}:${openNow ? 'o' : 'a'}${marked}` : `${spec.key}${marked}`;
      let marker = this.markers.get(key);
      if (!marker) {
        marker = spec.kind === 'point' ? this.pointMarker(spec, markNotChecked) : this.clusterMarker(spec, openNow, markNotChecked);
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

  private pointMarker(spec: PointSpec, markNotChecked: boolean): L.Marker {
    const { item, status } = spec;
    const heading = aedHeading(item);
    const notes = () => pointNotes(spec, markNotChecked);
    const at: L.LatLngExpression = [item.latitude, item.longitude];
    const marker = L.marker(at, { icon: pointIcon(spec, markNotChecked), title: [heading, ...notes()].join(', '), riseOnHover: true });
    this.keyboard(marker, () => pointName(heading, notes(), at, this.user), () => this.openFromKeyboard(marker, () => marker.getElement()));
    this.bindPopup(marker, () => popupContent(item, status));
    return marker;
  }

  private clusterMarker(spec: ClusterSpec, openNow: boolean, markNotChecked: boolean): L.Marker {
    const name = clusterName(spec, openNow, markNotChecked);
    const marker = L.marker([spec.lat, spec.lon], {
      icon: clusterIcon(spec, markNotChecked),
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
    for (const layer of userPositionLayers(lat, lon, accuracy)) layer.addTo(this.userLayer);
  }

  /** The nearest AEDs as numbered markers above the clusters (NearestAedMarkers.show). */
  showNearest(aeds: NearbyAed[]) {
    this.nearest.show(aeds);
  }

  clearNearby() {
    this.nearest.clear();
    this.userLayer.clearLayers();
    this.routeLayer.clearLayers();
  }

  showRoute(path: [number, number][] | null) {
    drawWalkingRoute(this.routeLayer, path);
  }

  /**
   * Opens a nearest AED's popup, zoomed in, low in the part of the map no panel covers. With
   * `returnTo` (asked from the keyboard) the popup takes the focus and gives it back on closing.
   */
  focusNearby(id: string, returnTo?: () => HTMLElement | null | undefined) {
    if (this.destroyed) return;
    const marker = this.nearest.marker(id);
    // Pressed in the list before the answer's markers were drawn: shown when they are.
    if (!marker) {
      this.nearest.focusWhenDrawn(id, returnTo);
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
    this.nearest.restyle();
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
