/**
 * mulberry32: a small seeded generator of uniform draws in [0, 1). Simulations and tests use it so
 * that a run is the same on every machine (two retry rules on the very same world, a drift step
 * whose outcome a test can state).
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
