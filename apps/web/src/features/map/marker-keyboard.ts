import type L from 'leaflet';

/**
 * Keyboard and screen-reader access to map markers. Leaflet makes each marker a Tab stop with
 * role="button", but only a marker with a popup reacts, and only to Enter (through the old
 * keypress event); clusters ignore the keyboard. Here every marker gets a spoken name and opens
 * (popup or zoom) with Enter or Space; a popup opened from the keyboard takes the focus, Escape
 * closes it, and the focus goes back to whatever opened it.
 */
export interface KeyboardMarkerOptions {
  /** What a screen reader says: title, distance when known, open or closed. */
  name: () => string;
  /** Enter or Space: open the popup, or zoom into the cluster. */
  activate: () => void;
}

export function makeKeyboardOperable(marker: L.Marker, options: KeyboardMarkerOptions): void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Cancelling keydown also cancels Leaflet's own keypress handler: one action per key.
    event.preventDefault();
    event.stopPropagation();
    options.activate();
  };
  marker.on('add', () => {
    const element = marker.getElement();
    if (!element) return;
    element.setAttribute('aria-label', options.name());
    element.addEventListener('keydown', onKey);
  });
}

/** Renames a marker already on the map (the distance becomes known, the status changes). */
export function renameMarker(marker: L.Marker, name: string): void {
  marker.getElement()?.setAttribute('aria-label', name);
}

/**
 * Opens a marker's popup and moves the focus into it; Escape or the close button closes it and
 * the focus returns to `returnTo` (the marker itself, or the list item that asked for it).
 */
export function openPopupWithFocus(marker: L.Marker, returnTo: () => HTMLElement | null | undefined): void {
  marker.openPopup();
  const popup = marker.getPopup();
  const element = popup?.getElement();
  if (!popup || !element) return;
  const content = element.querySelector<HTMLElement>('.leaflet-popup-content') ?? element;
  content.tabIndex = -1;
  content.setAttribute('role', 'group');
  content.setAttribute('aria-label', marker.options.title ?? 'AED');
  // Straight onto the AED's first link (its details): Enter opens them, one key press less on the
  // way from the page's load to the nearest AED's details; the group's name says which AED it is.
  const first = content.querySelector<HTMLElement>('a[href]') ?? content;
  first.focus({ preventScroll: true });

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    marker.closePopup();
  };
  element.addEventListener('keydown', onKey);
  marker.once('popupclose', () => {
    element.removeEventListener('keydown', onKey);
    // Only when the focus was in the popup (or lost with it): a click elsewhere keeps its target.
    const active = document.activeElement;
    if (!active || active === document.body || element.contains(active)) returnTo()?.focus({ preventScroll: true });
  });
}
