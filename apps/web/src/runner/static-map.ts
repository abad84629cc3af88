import { mercatorUnit } from '@aedatlas/contracts';

/*
 * A map that does not move: the raster tiles under the way to the AED and back, with the line and
 * two markers drawn over them in SVG. A map library would weigh more than the whole runner page
 * may (50 KB); a runner needs to see the way, not to pan.
 */

const TILE = 256;
const MAX_ZOOM = 19;
/** Room around the line, in pixels, so the markers are not cut at the edge. */
const PAD = 28;
const SVG = 'http://www.w3.org/2000/svg';

export interface LatLon {
  lat: number;
  lon: number;
}

/** A tile's address from Leaflet's template ({s}, {z}, {x}, {y}, {r}). */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template.replace('{s}', 'a').replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)).replace('{r}', '');
}

/** The highest zoom at which every point fits in width x height with the padding; and the pixel origin of the view. */
export function fitView(points: LatLon[], width: number, height: number): { z: number; left: number; top: number } {
  for (let z = MAX_ZOOM; z > 0; z--) {
    const size = TILE * 2 ** z;
    const xs = points.map((p) => mercatorUnit(p.lat, p.lon).x * size);
    const ys = points.map((p) => mercatorUnit(p.lat, p.lon).y * size);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    if (maxX - minX + 2 * PAD <= width && maxY - minY + 2 * PAD <= height) {
      return { z, left: Math.round((minX + maxX) / 2 - width / 2), top: Math.round((minY + maxY) / 2 - height / 2) };
    }
  }
  return { z: 0, left: 0, top: 0 };
}

function svgElement<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

export interface StaticMapInput {
  tileTemplate: string;
  /** The way, from the meeting point to the AED; two points (dashed) when only the straight line is known. */
  line: LatLon[];
  straight: boolean;
  aed: LatLon;
  person: LatLon | null;
}

/** Draws the map into `frame` (its size is the view's): tiles, then the line and the markers. */
export function drawStaticMap(frame: HTMLElement, input: StaticMapInput): void {
  const width = frame.clientWidth || 320;
  const height = frame.clientHeight || 260;
  const points = [...input.line, input.aed, ...(input.person ? [input.person] : [])];
  const view = fitView(points, width, height);
  const size = TILE * 2 ** view.z;
  const px = (p: LatLon) => {
    const unit = mercatorUnit(p.lat, p.lon);
    return { x: unit.x * size - view.left, y: unit.y * size - view.top };
  };
  frame.replaceChildren();
  const count = 2 ** view.z;
  for (let tx = Math.floor(view.left / TILE); tx <= Math.floor((view.left + width) / TILE); tx++) {
    for (let ty = Math.floor(view.top / TILE); ty <= Math.floor((view.top + height) / TILE); ty++) {
      if (ty < 0 || ty >= count) continue;
      const image = document.createElement('img');
      image.alt = '';
      image.className = 'tile';
      image.src = tileUrl(input.tileTemplate, view.z, ((tx % count) + count) % count, ty);
      image.style.left = `${tx * TILE - view.left}px`;
      image.style.top = `${ty * TILE - view.top}px`;
      frame.append(image);
    }
  }
  const overlay = svgElement('svg', { width, height, viewBox: `0 0 ${width} ${height}`, class: 'overlay', 'aria-hidden': 'true' });
  const path = input.line.map(px).map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  if (input.line.length > 1) {
    overlay.append(svgElement('polyline', { points: path, class: 'route-casing' }));
    overlay.append(svgElement('polyline', { points: path, class: input.straight ? 'route straight' : 'route' }));
  }
  if (input.person) {
    const p = px(input.person);
    overlay.append(svgElement('circle', { cx: p.x, cy: p.y, r: 9, class: 'person' }));
  }
  const a = px(input.aed);
  overlay.append(svgElement('rect', { x: a.x - 13, y: a.y - 13, width: 26, height: 26, rx: 6, class: 'aed' }));
  const heart = svgElement('path', { d: `M${a.x} ${a.y + 6}l-6-6a3.5 3.5 0 0 1 6-4a3.5 3.5 0 0 1 6 4z`, class: 'aed-heart' });
  overlay.append(heart);
  frame.append(overlay);
}
