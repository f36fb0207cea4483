/**
 * Carts in SQL (no rules): one row per cart holding core/cart's CartState as JSON. Every change
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
import { type CartChangeBlocker, cartWriteStatements, type LockedRead } from './cart-write-statements';

export type { CartChangeBlocker, LockedRead };

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
  /**
   * What refuses a change to an existing cart (checkout: a cart that became an order). `blocker` is
   * an SQL value, null while the cart may change; a non-null value becomes the error `refusal`
   * throws. It is read after the cart's lock is held, so it sees what committed while the write
   * waited (an order placed meanwhile): by the UPDATE that saves the change, whose condition raises
   * when it is set (`unblocked`, cart-write-statements.ts), so the refusal needs no statement or
   * round trip of its own; by a SELECT of its own when the change itself is refused and nothing is
   * saved.
   */
  refuseChange?: CartChangeBlocker;
  /** runs after a saved change left the cart without lines (accounts: it is no customer's persisted cart any more) */
  emptied?: (tx: Db, cartId: string) => Promise<void>;
}

export function createCartStore(db: Db, hooks: CartWriteHooks = {}) {
  const blocker = hooks.refuseChange;
  /** Throws the refusal when cart `id` may not change (read on its own: nothing is saved). */
  async function refuseIfBlocked(tx: Db, id: string): Promise<void> {
    if (!blocker) return;
    const [found] = await tx.select({ blocker: blocker.blocker(id) }).from(sql`(select 1) as one`);
    if (found?.blocker != null) throw blocker.refusal(found.blocker);
  }

  const statements = cartWriteStatements(db, blocker);

  /** The cart `id` if `who` may use it, or null (someone else's cart, or the other storefront's, is not found). */
  async function find(who: CartAccess, id: string): Promise<StoredCart | null> {
    const [row] = await db.select({ state: carts.state, version: carts.version }).from(carts).where(ownCart(who, id));
    return row ? { state: cartStateSchema.parse(row.state), version: row.version } : null;
  }

  /** The value of `read` (undefined without one) read by the locking SELECT, or alone when no cart was found. */
  async function readValue<R>(tx: Db, read: LockedRead<R> | undefined, row: { read: unknown } | undefined): Promise<R | undefined> {
    if (!read) return undefined;
    if (row) return read.decode(row.read);
    return read.decode(await statements.readAlone(tx, read));
  }

  /**
   * Runs `change` on the locked current cart (null when there is none) and saves what it gives
   * back when it succeeds. `change` must not touch the database: on PGlite the transaction holds
   * the only connection; what it needs read comes as `read` (LockedRead) and is handed to it.
   * `transact` is the request's transaction (behind an Idempotency-Key the stored answer commits
   * with this write). `alsoWrite` runs after a saved change in the same transaction (an idempotent
   * request has only that one).
   */
  async function update<R = undefined>(
    who: CartAccess,
    id: string,
    change: (current: CartState | null, read: R | undefined) => CartMutationResult,
    transact: Transact,
    options: { alsoWrite?: (tx: Db) => Promise<void>; read?: LockedRead<R> } = {},
  ): Promise<CartMutationResult> {
    const { alsoWrite, read } = options;
    return transact(async (tx, commitWith) => {
      const row = await statements.lock(tx, who, id, read);
      const result = change(row ? cartStateSchema.parse(row.state) : null, await readValue(tx, read, row));
      if (!result.outcome.ok) {
        if (row) await refuseIfBlocked(tx, id); // a blocked cart answers its refusal first, as before the change
        return result;
      }
      if (row) {
        const saving = statements.save(tx, who, id, result.cart);
        const emptied = result.cart?.lines.length === 0 && hooks.emptied;
        if (!emptied && !alsoWrite) {
          // the usual change: nothing follows the UPDATE, so it leaves with the stored answer and the
          // COMMIT, and a blocked cart's refusal fails them all (one round trip fewer per write)
          commitWith(saving);
          return result;
        }
        await saving;
        if (emptied) await emptied(tx, id);
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
