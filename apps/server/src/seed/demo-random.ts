/** A seeded random source for demo data: the same seed gives the same data on every machine. */
export interface DemoRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** Standard normal (mean 0, deviation 1). */
  gauss(): number;
  pick<T>(items: readonly T[]): T;
  /** A version 4 uuid made of this source's numbers. */
  uuid(): string;
}

/** mulberry32: small, fast and good enough for made-up data (not for anything secret). */
export function demoRandom(seed: number): DemoRandom {
  let state = seed | 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex = (digits: number) =>
    Array.from({ length: digits }, () =>
      Math.floor(next() * 16)
        .toString(16)
        .toLowerCase(),
    ).join('');
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    gauss: () => Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next()),
    pick: (items) => items[Math.floor(next() * items.length)],
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`,
  };
}
