/**
 * The statements every change to a cart runs (lock the cart with the read it carries, save the
 * change), built once per shape (db/built-once.ts: Drizzle would build each anew with every write):
 * the shape is whose cart it is (ownerShape) and which read the lock carries.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { CartState } from '../../../core/cart';
import { builtOnce, type ValueOrPlaceholder } from '../../db/built-once';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema';
import { type CartAccess, ownCartTemplate, ownerShape } from './cart-access';

/**
 * A read the cart write carries in the SELECT that locks the cart (the stock of the variants a
 * change adds): one statement fewer. It is as fresh as a read just before: that SELECT's snapshot
 * is taken when it starts, before any wait for the lock. When there is no cart to lock (a new
 * cart), it is read by a SELECT of its own in the same transaction. The statements that carry it
 * are built once per `shape` (db/built-once.ts): `template` is the read with placeholders (named
 * read_…), `values` fills them.
 */
export interface LockedRead<T> {
  shape: string;
  template: () => SQL<unknown>;
  values: Record<string, unknown>;
  decode: (value: unknown) => T;
}

/** See CartWriteHooks.refuseChange. */
export interface CartChangeBlocker {
  blocker: (cartId: ValueOrPlaceholder) => SQL<string | null>;
  refusal: (blocker: string) => Error;
}

/** The SQLSTATE `unblocked(blocker)` raises (migration 0015_unblocked), its message the blocker. */
export const BLOCKED_SQLSTATE = 'SHOP1';

/** The blocker a statement failed on when `unblocked` refused it, else null. */
function blockerOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== BLOCKED_SQLSTATE) return null;
  return String((error as { message?: unknown }).message);
}

export function cartWriteStatements(db: Db, blocker: CartChangeBlocker | undefined) {
  const lockCart = builtOnce<{ state: unknown; read: unknown }>();
  const saveCart = builtOnce<never>();
  const readAloneStatement = builtOnce<{ read: unknown }>();
  /** The UPDATE's condition beyond ownership: the blocker, when there is one, raises instead of matching. */
  const unblockedTemplate = () => (blocker ? sql`unblocked(${blocker.blocker(sql.placeholder('id'))})` : undefined);

  /** The placeholders' values of a change to cart `id` by `who` carrying `read`. */
  const valuesOf = (who: CartAccess, id: string, read: LockedRead<unknown> | undefined) => ({
    id,
    site: who.site,
    customerId: who.customerId,
    guestKey: who.guestKey,
    ...read?.values,
  });

  /** Locks the cart (when there is one) and reads its state with `read`'s value. */
  async function lock(tx: Db, who: CartAccess, id: string, read: LockedRead<unknown> | undefined) {
    const build = () =>
      db
        .select({ state: carts.state, read: sql`${read ? read.template() : sql`null`}`.as('read') })
        .from(carts)
        .where(ownCartTemplate(who))
        .for('update', { of: carts });
    const [row] = await lockCart(tx, `${ownerShape(who)}|${read?.shape ?? ''}`, build, valuesOf(who, id, read));
    return row;
  }

  /**
   * Saves the changed state; fails with the blocker's refusal when something blocks the change (read
   * by the UPDATE itself, after the lock: it sees what committed while the write waited). The
   * caller may hand the promise to CommitWith instead of awaiting it.
   */
  function save(tx: Db, who: CartAccess, id: string, cart: CartState | null): Promise<void> {
    const build = () =>
      db
        .update(carts)
        .set({ state: sql`${sql.placeholder('state')}`, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
        .where(and(ownCartTemplate(who), unblockedTemplate()));
    return saveCart(tx, ownerShape(who), build, { ...valuesOf(who, id, undefined), state: JSON.stringify(cart) }).then(
      () => undefined,
      (error: unknown) => {
        const blockedBy = blockerOf(error);
        throw blockedBy !== null && blocker ? blocker.refusal(blockedBy) : error;
      },
    );
  }

  /** The value of `read` read by a SELECT of its own (no cart to lock). */
  async function readAlone(tx: Db, read: LockedRead<unknown>): Promise<unknown> {
    const build = () => db.select({ read: read.template().as('read') }).from(sql`(select 1) as one`);
    const [row] = await readAloneStatement(tx, read.shape, build, read.values);
    return row?.read;
  }

  return { lock, save, readAlone };
}
