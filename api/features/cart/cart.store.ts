/**
 * Carts in SQL (no rules): one row per cart holding core/cart's CartState as jsonb. Every change
 * runs in a transaction that first locks the cart's row (SELECT … FOR UPDATE), so writes to one
 * cart are serialised across connections and processes; PGlite has a single connection, where
 * transactions serialise anyway.
 */
import { sql } from 'drizzle-orm';
import { type CartMutationResult, type CartState, cartStateSchema, refused } from '../../../core/cart';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema';
import type { Transact } from '../../db/transact';
import { type CartAccess, ownCart, ownerOfNewCart } from './cart-access';

/** A stored cart and how many writes it has seen. */
export interface StoredCart {
  state: CartState;
  version: number;
}

/**
 * What other areas do inside a cart write's transaction (the app passes them in: the cart area
 * knows neither orders nor accounts). Both run on the write's own `tx`.
 */
export interface CartWriteHooks {
  /** runs once the existing cart is locked, before the change; throws to refuse it (checkout: a cart that became an order) */
  refuseChange?: (tx: Db, cartId: string) => Promise<void>;
  /** runs after a saved change left the cart without lines (accounts: it is no customer's persisted cart any more) */
  emptied?: (tx: Db, cartId: string) => Promise<void>;
}

export function createCartStore(db: Db, hooks: CartWriteHooks = {}) {
  /** The cart `id` if `who` may use it, or null (someone else's cart, or the other storefront's, is not found). */
  async function find(who: CartAccess, id: string): Promise<StoredCart | null> {
    const [row] = await db.select({ state: carts.state, version: carts.version }).from(carts).where(ownCart(who, id));
    return row ? { state: cartStateSchema.parse(row.state), version: row.version } : null;
  }

  /**
   * Runs `change` on the locked current cart (null when there is none) and saves what it gives
   * back when it succeeds. `change` must not touch the database: on PGlite the transaction holds
   * the only connection. `transact` is the request's transaction (behind an Idempotency-Key the
   * stored answer commits with this write). `alsoWrite` runs after a saved change in the same
   * transaction (an idempotent request has only that one).
   */
  async function update(
    who: CartAccess,
    id: string,
    change: (current: CartState | null) => CartMutationResult,
    transact: Transact,
    alsoWrite?: (tx: Db) => Promise<void>,
  ): Promise<CartMutationResult> {
    return transact(async (tx) => {
      const [row] = await tx.select({ state: carts.state }).from(carts).where(ownCart(who, id)).for('update');
      if (row && hooks.refuseChange) await hooks.refuseChange(tx, id);
      const result = change(row ? cartStateSchema.parse(row.state) : null);
      if (!result.outcome.ok) return result;
      if (row) {
        await tx
          .update(carts)
          .set({ state: result.cart, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
          .where(ownCart(who, id));
        if (result.cart?.lines.length === 0 && hooks.emptied) await hooks.emptied(tx, id);
        if (alsoWrite) await alsoWrite(tx);
        return result;
      }
      const inserted = await tx
        .insert(carts)
        .values({ id, site: who.site, state: result.cart, ...ownerOfNewCart(who) })
        .onConflictDoNothing()
        .returning({ id: carts.id });
      if (inserted.length === 0) return refused(null, { reason: 'cart-exists', message: `Cart '${id}' already exists`, field: 'cartId' });
      if (alsoWrite) await alsoWrite(tx);
      return result;
    });
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
