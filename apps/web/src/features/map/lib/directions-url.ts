/** Walking directions to a point in the person's own maps app (opens the app on phones). */
export function walkingDirectionsUrl(lat: number, lon: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lon}&travelmode=walking`;
}
