/** A small seeded PRNG (mulberry32): the same seed gives the same demo data. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = {
    next,
    /** Integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
    uuid: () => uuidFromBytes(Array.from({ length: 16 }, () => Math.floor(next() * 256))),
    digits: (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join(''),
  };
  return rng;
}
export type Rng = ReturnType<typeof createRng>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of `now`: the seed's base date, so deadlines stay relative to today. */
export const baseDate = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
/** 'YYYY-MM-DD' `offset` days from `base`. */
export const day = (base: Date, offset: number) => new Date(base.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
/** ISO timestamp `offset` days (fractional allowed) from `base`. */
export const at = (base: Date, offset: number) => new Date(base.getTime() + offset * DAY_MS).toISOString();

/** Formats 16 bytes as a version-4 UUID (the deterministic ids of the demo data). */
export function uuidFromBytes(bytes: number[]): string {
  const b = bytes.slice(0, 16);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = b.map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
