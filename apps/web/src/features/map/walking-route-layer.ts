import L from 'leaflet';

/**
 * Draws a walk ([lon, lat] points) into `layer`, replacing what it held: a white casing under a
 * blue line, readable on any tiles. Extra to the Near me list, which says the minutes in words,
 * so the line takes no focus and says nothing to a screen reader.
 */
export function drawWalkingRoute(layer: L.LayerGroup, path: [number, number][] | null) {
  layer.clearLayers();
  if (!path || path.length < 2) return;
  const points = path.map(([lon, lat]) => L.latLng(lat, lon));
  L.polyline(points, { color: '#ffffff', weight: 9, opacity: 0.9, interactive: false, className: 'walking-route-casing' }).addTo(layer);
  L.polyline(points, { color: '#1d4ed8', weight: 5, opacity: 0.95, interactive: false, className: 'walking-route' }).addTo(layer);
}
