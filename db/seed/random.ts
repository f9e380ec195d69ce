/**
 * A tiny seeded PRNG (mulberry32) for the demo data: the same seed always yields the same
 * sequence, on every machine, so seeded databases and tests are reproducible.
 */

export type Random = ReturnType<typeof createRandom>;

/** Mixes a string into a 32-bit seed, so sub-generators can be derived from a label. */
export function hashSeed(seed: number, label = ""): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h = Math.imul(h ^ label.charCodeAt(i), 0x85ebca6b);
    h = (h ^ (h >>> 13)) >>> 0;
  }
  h = Math.imul(h ^ (h >>> 16), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function createRandom(seed: number) {
  let state = seed >>> 0;

  /** A float in [0, 1). */
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1));
  }

  function pick<T>(arr: readonly T[]): T {
    if (arr.length === 0) throw new Error("pick from an empty list");
    return arr[Math.floor(next() * arr.length)];
  }

  /** Picks from [item, weight] pairs; weights need not sum to 1. */
  function pickWeighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = next() * total;
    for (const [item, w] of entries) {
      r -= w;
      if (r < 0) return item;
    }
    return entries[entries.length - 1][0];
  }

  /** n distinct elements (or all of them when n >= length), in random order. */
  function sample<T>(arr: readonly T[], n: number): T[] {
    const copy = arr.slice();
    const k = Math.min(n, copy.length);
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, k);
  }

  /** n distinct elements drawn by weight, without replacement. */
  function sampleWeighted<T>(entries: readonly (readonly [T, number])[], n: number): T[] {
    const pool = entries.slice();
    const out: T[] = [];
    while (out.length < n && pool.length > 0) {
      let total = 0;
      for (const [, w] of pool) total += w;
      let r = next() * total;
      let idx = pool.length - 1;
      for (let i = 0; i < pool.length; i++) {
        r -= pool[i][1];
        if (r < 0) {
          idx = i;
          break;
        }
      }
      out.push(pool[idx][0]);
      pool.splice(idx, 1);
    }
    return out;
  }

  function chance(p: number): boolean {
    return next() < p;
  }

  function shuffle<T>(arr: T[]): T[] {
    for (let i = arr.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [arr[i], arr[j]] = [arr[j], arr[i]];
    }
    return arr;
  }

  return { next, int, pick, pickWeighted, sample, sampleWeighted, chance, shuffle };
}

/** Milliseconds of a UTC date, for fixed seed dates (never Date.now()). */
export function utc(year: number, month: number, day: number, hour = 0, minute = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute);
}

/** A deterministic instant between two UTC millisecond bounds, rounded to the minute. */
export function dateBetween(rng: Random, fromMs: number, toMs: number): Date {
  const span = Math.max(0, toMs - fromMs);
  const ms = fromMs + Math.floor(rng.next() * span);
  return new Date(ms - (ms % 60000));
}
