import L from 'leaflet';
import type { OpenStatus } from '../../lib/opening-hours/open-status';
import { popupContent, type PopupAed } from './lib/popup-content';
import { nearLooks } from './marker-looks';
import { renameMarker } from './marker-keyboard';

export interface NearbyAed extends PopupAed {
  status: OpenStatus | null;
}

type ReturnFocus = () => HTMLElement | null | undefined;

/** What the nearest AEDs' markers share with the map's other markers: popups, keyboard and focus. */
export interface NearestMarkersHost {
  /** Binds a popup whose pan padding follows the panels at the moment it opens. */
  bindPopup(marker: L.Marker, content: () => HTMLElement | string): void;
  /** Gives a marker its spoken name and its Enter or Space action. */
  keyboard(marker: L.Marker, name: () => string, activate: () => void): void;
  /** A popup opened from the keyboard takes the focus; closing it gives the focus back. */
  openFromKeyboard(marker: L.Marker, returnTo: ReturnFocus): void;
  /** Opens a nearest AED's popup, zoomed in, where no panel covers it. */
  focusNearby(id: string, returnTo?: ReturnFocus): void;
}

/** The nearest AEDs as numbered markers above the clusters, in a layer of their own. */
export class NearestAedMarkers {
  readonly layer = L.layerGroup();
  private readonly host: NearestMarkersHost;
  /** The nearest AEDs' markers, in rank order. */
  private entries: { aed: NearbyAed; marker: L.Marker }[] = [];
  /** A nearest AED asked for before its marker was on the map (focusNearby): shown when it is. */
  private pendingFocus: { id: string; returnTo?: ReturnFocus } | null = null;

  constructor(host: NearestMarkersHost) {
    this.host = host;
  }

  /**
   * The same AEDs again, in the same order (their open-now status has come, or the same answer
   * once more), keep their markers and only change how they look and what they are called: a
   * popup open on one stays open, with the focus in it.
   */
  show(aeds: NearbyAed[]) {
    const shown = this.entries;
    if (aeds.length === shown.length && aeds.every((aed, k) => shown[k].aed.id === aed.id)) {
      aeds.forEach((aed, k) => (shown[k].aed = aed));
      this.restyle();
      return;
    }
    this.layer.clearLayers();
    this.entries = aeds.map((aed, k) => {
      const { icon, title } = nearLooks(aed, k + 1);
      const marker = L.marker([aed.latitude, aed.longitude], { icon, title, zIndexOffset: 1000 + (aeds.length - k) });
      const entry = { aed, marker };
      // Both read the entry: they say what it holds now.
      this.host.bindPopup(marker, () => popupContent(entry.aed, entry.aed.status));
      this.host.keyboard(marker, () => nearLooks(entry.aed, k + 1).name, () => this.host.openFromKeyboard(marker, () => marker.getElement()));
      (marker as L.Marker & { aedId?: string }).aedId = aed.id;
      marker.addTo(this.layer);
      return entry;
    });
    const pending = this.pendingFocus;
    this.pendingFocus = null;
    // In the next frame: after the page has fitted the new answer into view, which would move
    // the map away from the AED.
    if (pending && aeds.some((aed) => aed.id === pending.id)) requestAnimationFrame(() => this.host.focusNearby(pending.id, pending.returnTo));
  }

  /** The nearest AEDs' markers take the look and the names of what they hold now, in place. */
  restyle() {
    this.entries.forEach(({ aed, marker }, k) => {
      const { icon, title, name } = nearLooks(aed, k + 1);
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

  /** The marker of the nearest AED with this id, if it is drawn. */
  marker(id: string): L.Marker | undefined {
    return this.entries.find(({ aed }) => aed.id === id)?.marker;
  }

  /** Shows this nearest AED (host.focusNearby) once the answer holding it is drawn. */
  focusWhenDrawn(id: string, returnTo?: ReturnFocus) {
    this.pendingFocus = { id, returnTo };
  }

  clear() {
    this.pendingFocus = null;
    this.layer.clearLayers();
    this.entries = [];
  }
}
