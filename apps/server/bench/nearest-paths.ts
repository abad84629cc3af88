/** 1,000 places spread over Europe (where the generated AEDs are), the same in every run. */
export const NEAREST_POINTS = Array.from({ length: 1000 }, (_, i) => [36 + ((i * 7919) % 2400) / 100, -9 + ((i * 104729) % 3700) / 100]);

/** The nearest-10 request of each of those places, as the map's 'Near me' asks it. */
export const nearestPaths = NEAREST_POINTS.map(([lat, lon]) => `/api/aed/nearest?lat=${lat}&lon=${lon}&limit=10`);

/**
 * P7's reads: the nearest-10 requests in turn with pages of single AEDs (ids from the first
 * nearest answers), the two things a phone asks in an emergency, both from the database.
 */
export async function emergencyReadPaths(url: string): Promise<string[]> {
  const ids = new Set<string>();
  for (const path of nearestPaths.slice(0, 50)) {
    const answer = (await (await fetch(`${url}${path}`)).json()) as { id: string }[];
    for (const aed of answer) ids.add(aed.id);
  }
  const pages = [...ids].map((id) => `/api/aed/${id}`);
  return nearestPaths.flatMap((path, i) => [path, pages[i % pages.length]]);
}
