/**
 * Carts in SQL (no rules): one row per cart holding core/cart's CartState as jsonb. Every change
 * runs in a transaction that first locks the cart's row (SELECT … FOR UPDATE), so writes to one
 * cart are serialised across connections and processes; PGlite has a single connection, where
 * transactions serialise anyway.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SiteCode } from '../../../core/constants';
import { type CartMutationResult, type CartState, cartStateSchema, refused } from '../../../core/cart';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema';
import type { Transact } from '../../db/transact';

/** A stored cart and how many writes it has seen. */
export interface StoredCart {
  state: CartState;
  version: number;
}

const ofCart = (site: SiteCode, id: string) => and(eq(carts.id, id), eq(carts.site, site));

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
  /** The cart `id` of `site`, or null (a cart of the other storefront is not found). */
  async function find(site: SiteCode, id: string): Promise<StoredCart | null> {
    const [row] = await db.select({ state: carts.state, version: carts.version }).from(carts).where(ofCart(site, id));
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
    site: SiteCode,
    id: string,
    change: (current: CartState | null) => CartMutationResult,
    transact: Transact,
    alsoWrite?: (tx: Db) => Promise<void>,
  ): Promise<CartMutationResult> {
    return transact(async (tx) => {
      const [row] = await tx.select({ state: carts.state }).from(carts).where(ofCart(site, id)).for('update');
      if (row && hooks.refuseChange) await hooks.refuseChange(tx, id);
      const result = change(row ? cartStateSchema.parse(row.state) : null);
      if (!result.outcome.ok) return result;
      if (row) {
        await tx
          .update(carts)
          .set({ state: result.cart, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
          .where(ofCart(site, id));
        if (result.cart?.lines.length === 0 && hooks.emptied) await hooks.emptied(tx, id);
        if (alsoWrite) await alsoWrite(tx);
        return result;
      }
      const inserted = await tx.insert(carts).values({ id, site, state: result.cart }).onConflictDoNothing().returning({ id: carts.id });
      if (inserted.length === 0) return refused(null, { reason: 'cart-exists', message: `Cart '${id}' already exists`, field: 'cartId' });
      if (alsoWrite) await alsoWrite(tx);
      return result;
    });
  }

  return { find, update };
}
export type CartStore = ReturnType<typeof createCartStore>;
