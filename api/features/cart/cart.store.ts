/**
 * Carts in SQL (no rules): one row per cart holding core/cart's CartState as JSON. Changes go
 * through `update` (cart-write.ts).
 */
import { type CartState, cartStateSchema } from '../../../core/cart';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema';
import { type CartAccess, ownCart } from './cart-access';
import { cartWrite, type CartWriteHooks } from './cart-write';
import type { CartChangeBlocker, LockedRead } from './cart-write-statements';

export type { CartChangeBlocker, CartWriteHooks, LockedRead };

/** A stored cart and how many writes it has seen. */
export interface StoredCart {
  state: CartState;
  version: number;
}

export function createCartStore(db: Db, hooks: CartWriteHooks = {}) {
  const update = cartWrite(db, hooks);

  /** The cart `id` if `who` may use it, or null (someone else's cart, or the other storefront's, is not found). */
  async function find(who: CartAccess, id: string): Promise<StoredCart | null> {
    const [row] = await db.select({ state: carts.state, version: carts.version }).from(carts).where(ownCart(who, id));
    return row ? { state: cartStateSchema.parse(row.state), version: row.version } : null;
  }

  /**
   * Makes the caller's guest cart `id` the signed-in caller's (sign-in takes a guest cart over):
   * from then on only their session opens it. False when it is not the caller's guest cart.
   */
  async function takeOver(who: CartAccess & { customerId: string }, id: string, on: Db = db): Promise<boolean> {
    const rows = await on
      .update(carts)
      .set({ ownerCustomerId: who.customerId, ownerGuestKey: null })
      .where(ownCart({ ...who, customerId: null }, id))
      .returning({ id: carts.id });
    return rows.length === 1;
  }

  return { find, update, takeOver };
}
export type CartStore = ReturnType<typeof createCartStore>;
