/**
 * mulberry32: a small seeded generator of numbers in [0, 1), so a bench's population, a test's points or a crawl's
 * sample are the same on every run and every build (the catalog's seed has its own, `catalog/seed/rng.ts`).
 * @param {number} seed
 * @returns {() => number}
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
