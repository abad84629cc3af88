const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle metres between two positions on a sphere of `radius` metres (haversine). */
export function greatCircleMetres(lat1: number, lon1: number, lat2: number, lon2: number, radius: number): number {
  const h = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(h)));
}
