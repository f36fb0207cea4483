/**
 * What this process last saw of the carts it wrote, and of the reads those writes carried, so that
 * the next change to such a cart can be computed at once and saved in one round trip to the
 * database instead of two (lock and read, then save). It is only ever a guess: the UPDATE that saves
 * such a change matches only while the stored cart and the read are still exactly what was
 * remembered (cart-write-statements.ts, `saveIfUnchanged`), and otherwise nothing is written and
 * the change runs again the usual way. Another process's write, a write that rolled back after it
 * was remembered, an owner who changed: all end there.
 *
 * Kept as the JSON texts the database holds, least recently used dropped first. Only the cart's
 * owner of the time is offered a remembered cart (the UPDATE checks the owner anyway): a guess made
 * for someone else would be thrown away, but is never made.
 */
import { LRUCache } from 'lru-cache';
import type { CartAccess } from './cart-access';
import type { LockedRead } from './cart-write-statements';

/**
 * Carts remembered per process: those changed in the last minutes of a busy shop. A cart's text is
 * about half a kilobyte a line, so at most some 10 MB.
 */
export const CARTS_REMEMBERED = 2_000;
/** Reads remembered (the stock of the variants a change adds): one per set of variants added together. */
export const READS_REMEMBERED = 1_000;

/** A remembered cart: its stored JSON text, and the owner it was written for. */
interface RememberedCart {
  owner: string;
  stateJson: string;
}

/** A read's value as a JSON text, or null for SQL NULL. */
export type ReadJson = string | null;

/** What a guessed change assumes: the stored cart's text and, when it carries a read, that read's value. */
export interface Assumed {
  stateJson: string;
  readJson: ReadJson | undefined;
}

const ownerOf = (who: CartAccess) => `${who.site}\u0000${who.customerId ?? ''}\u0000${who.guestKey ?? ''}`;
const readKey = (read: LockedRead<unknown>) => `${read.shape}\u0000${JSON.stringify(read.values)}`;

/** The JSON text of a value as the database gave it (null stays SQL NULL). */
export const asJson = (value: unknown): ReadJson => (value === null || value === undefined ? null : JSON.stringify(value));

export function rememberedCarts(cartsKept = CARTS_REMEMBERED, readsKept = READS_REMEMBERED) {
  const carts = new LRUCache<string, RememberedCart>({ max: cartsKept });
  const reads = new LRUCache<string, { json: ReadJson }>({ max: readsKept });

  return {
    /** What a change to cart `id` by `who` carrying `read` would assume, or null when this process has no guess. */
    assumed(who: CartAccess, id: string, read: LockedRead<unknown> | undefined): Assumed | null {
      const cart = carts.get(id);
      if (!cart || cart.owner !== ownerOf(who)) return null;
      if (!read) return { stateJson: cart.stateJson, readJson: undefined };
      const value = reads.get(readKey(read));
      return value ? { stateJson: cart.stateJson, readJson: value.json } : null;
    },
    /** Cart `id` holds `stateJson` for `who` (it was just read or saved). */
    keepCart(who: CartAccess, id: string, stateJson: string): void {
      carts.set(id, { owner: ownerOf(who), stateJson });
    },
    /** `read` gave `json` (it was just read). */
    keepRead(read: LockedRead<unknown>, json: ReadJson): void {
      reads.set(readKey(read), { json });
    },
    /** Cart `id` is not what was remembered: the next change reads it. */
    forget(id: string): void {
      carts.delete(id);
    },
  };
}
export type RememberedCarts = ReturnType<typeof rememberedCarts>;
