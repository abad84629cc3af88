import type { MapView } from './map-view';

/** The query of /embed: `lat`, `lng`, `zoom` (the view) and `openNow=1` (only AEDs available now). */
export interface EmbedOptions {
  view: MapView | null;
  openNow: boolean;
}

const number = (value: string | null, min: number, max: number): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
};

/** What an embedding page asked for; a view only when all three numbers are there and sensible. */
export function parseEmbedOptions(params: URLSearchParams): EmbedOptions {
  const lat = number(params.get('lat'), -85, 85);
  const lon = number(params.get('lng'), -180, 180);
  const zoom = number(params.get('zoom'), 1, 19);
  return { view: lat !== null && lon !== null && zoom !== null ? { lat, lon, zoom: Math.round(zoom) } : null, openNow: params.get('openNow') === '1' };
}

/** The address of the embeddable map for a view, on this site's origin. */
export function embedUrl(origin: string, view: MapView, openNow: boolean): string {
  const params = new URLSearchParams({ lat: view.lat.toFixed(5), lng: view.lon.toFixed(5), zoom: String(Math.round(view.zoom)) });
  if (openNow) params.set('openNow', '1');
  return `${origin}/embed?${params}`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The HTML another site pastes: a lazy, titled iframe that fills the width. */
export function embedSnippet(src: string): string {
  return `<iframe src="${escapeAttribute(src)}" title="Map of AEDs (AED Atlas)" width="100%" height="450" style="border:0" loading="lazy" allow="geolocation"></iframe>`;
}
