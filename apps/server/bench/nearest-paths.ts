/** 1,000 places spread over Europe (where the generated AEDs are), the same in every run. */
export const NEAREST_POINTS = Array.from({ length: 1000 }, (_, i) => [36 + ((i * 7919) % 2400) / 100, -9 + ((i * 104729) % 3700) / 100]);

/** The nearest-10 request of each of those places, as the map's 'Near me' asks it. */
export const nearestPaths = NEAREST_POINTS.map(([lat, lon]) => `/api/aed/nearest?lat=${lat}&lon=${lon}&limit=10`);
