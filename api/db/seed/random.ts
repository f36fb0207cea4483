/**
 * Deterministic randomness for the seed. Every entity draws from its own generator seeded by a stable
 * key (its handle or sku), so adding one product never changes the numbers of another.
 */
import { createHash } from 'node:crypto';

export type Random = () => number;

/** Hex SHA-256 of a text; also used to version seed data and name things stably. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** mulberry32: tiny, fast and good enough for picking colours and quantities. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator whose sequence depends only on `key`. */
export function randomFor(key: string): Random {
  return seededRandom(Number.parseInt(sha256(key).slice(0, 8), 16));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

/** URL segment of a label: 'c/d Multicare' → 'c-d-multicare', '15.5 lb Bag' → '15-5-lb-bag'. */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
