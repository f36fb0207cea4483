/**
 * A change to one cart, in the request's transaction. The cart is either the one this process
 * remembers (remembered-carts.ts), changed and saved in one round trip by an UPDATE that matches
 * only while it still holds, or it is locked and read first (SELECT … FOR UPDATE) and then saved:
 * either way writes to one cart are serialised across connections and processes; PGlite has a
 * single connection, where transactions serialise anyway.
 */
import { sql } from 'drizzle-orm';
import { type CartMutationResult, type CartState, cartStateSchema, refused } from '../../../core/cart';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema';
import { ChangedMeanwhile, type CommitWith, type Transact } from '../../db/transact';
import { type CartAccess, ownerOfNewCart } from './cart-access';
import { type CartChangeBlocker, cartWriteStatements, type LockedRead } from './cart-write-statements';
import { asJson, type RememberedCarts, rememberedCarts } from './remembered-carts';

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

/** A change to the current cart (null when there is none), given what its `read` read. */
export type CartChange<R> = (current: CartState | null, read: R | undefined) => CartMutationResult;
export interface CartUpdateOptions<R> {
  alsoWrite?: (tx: Db) => Promise<void>;
  read?: LockedRead<R>;
}

interface WriteParts {
  hooks: CartWriteHooks;
  statements: ReturnType<typeof cartWriteStatements>;
  remembered: RememberedCarts;
}

/** One change to cart `id` by `who`, as `update` was asked for it. */
interface Asked<R> {
  who: CartAccess;
  id: string;
  change: CartChange<R>;
  options: CartUpdateOptions<R>;
}

/** Throws the refusal when cart `id` may not change (read on its own: nothing is saved). */
async function refuseIfBlocked(blocker: CartChangeBlocker | undefined, tx: Db, id: string): Promise<void> {
  if (!blocker) return;
  const [found] = await tx.select({ blocker: blocker.blocker(id) }).from(sql`(select 1) as one`);
  if (found?.blocker != null) throw blocker.refusal(found.blocker);
}

/** `saving`, remembering the saved state when it succeeds and forgetting the cart when it fails. */
function remembering<R>(parts: WriteParts, { who, id }: Asked<R>, stateJson: string, saving: Promise<void>): Promise<void> {
  return saving.then(
    () => parts.remembered.keepCart(who, id, stateJson),
    (error: unknown) => {
      parts.remembered.forget(id);
      throw error;
    },
  );
}

/** True when a saved change runs something after its UPDATE (it cannot leave with the COMMIT). */
const writesMore = <R>(parts: WriteParts, asked: Asked<R>, cart: CartState | null) =>
  Boolean(asked.options.alsoWrite || (cart?.lines.length === 0 && parts.hooks.emptied));

/**
 * The change applied to what this process remembers of the cart and of its read, when that gives a
 * change saved the usual way (no refusal to answer, nothing written after it); else null, and the
 * cart is read. It is saved only if the remembered values still hold (saveIfUnchanged).
 */
function guess<R>(parts: WriteParts, asked: Asked<R>) {
  const { read } = asked.options;
  const assumed = parts.remembered.assumed(asked.who, asked.id, read);
  if (!assumed) return null;
  const readValue = read ? read.decode(assumed.readJson == null ? null : JSON.parse(assumed.readJson)) : undefined;
  // the text is one this process made with JSON.stringify from a CartState (remembered-carts.ts): no need to validate it again
  const result = asked.change(JSON.parse(assumed.stateJson) as CartState, readValue);
  if (!result.outcome.ok || !result.cart || writesMore(parts, asked, result.cart)) return null;
  return { result, assumed, stateJson: JSON.stringify(result.cart) };
}

/** The value of `read` (undefined without one) read by the locking SELECT, or alone when no cart was found. */
async function readValue<R>(parts: WriteParts, tx: Db, read: LockedRead<R> | undefined, row: { read: unknown } | undefined) {
  if (!read) return undefined;
  const value = row ? row.read : await parts.statements.readAlone(tx, read);
  parts.remembered.keepRead(read, asJson(value));
  return read.decode(value);
}

/** Inserts the new cart the change made (refused when a cart with its id exists). */
async function insertCart<R>(parts: WriteParts, tx: Db, asked: Asked<R>, result: CartMutationResult, stateJson: string) {
  const { who, id } = asked;
  const inserted = await tx
    .insert(carts)
    // the text remembered is the text stored: a later guess compares them (saveIfUnchanged)
    .values({ id, site: who.site, state: sql`${stateJson}`, ...ownerOfNewCart(who) })
    .onConflictDoNothing()
    .returning({ id: carts.id });
  if (inserted.length === 0) return refused(null, { reason: 'cart-exists', message: `Cart '${id}' already exists`, field: 'cartId' });
  parts.remembered.keepCart(who, id, stateJson);
  await asked.options.alsoWrite?.(tx);
  return result;
}

/** The change to the cart locked and read first. */
async function changeLocked<R>(parts: WriteParts, tx: Db, commitWith: CommitWith, asked: Asked<R>): Promise<CartMutationResult> {
  const { who, id, options } = asked;
  const row = await parts.statements.lock(tx, who, id, options.read);
  const result = asked.change(row ? cartStateSchema.parse(row.state) : null, await readValue(parts, tx, options.read, row));
  if (!result.outcome.ok) {
    if (row) await refuseIfBlocked(parts.hooks.refuseChange, tx, id); // a blocked cart answers its refusal first
    return result;
  }
  const stateJson = JSON.stringify(result.cart);
  if (!row) return insertCart(parts, tx, asked, result, stateJson);
  const saving = remembering(parts, asked, stateJson, parts.statements.save(tx, who, id, stateJson));
  if (!writesMore(parts, asked, result.cart)) {
    // the usual change: nothing follows the UPDATE, so it leaves with the stored answer and the
    // COMMIT, and a blocked cart's refusal fails them all (one round trip fewer per write)
    commitWith(saving);
    return result;
  }
  await saving;
  if (result.cart?.lines.length === 0) await parts.hooks.emptied?.(tx, id);
  await options.alsoWrite?.(tx);
  return result;
}

/** One try of the change: with `mayGuess`, a change to a remembered cart is saved without reading it first. */
function tryChange<R>(parts: WriteParts, asked: Asked<R>, transact: Transact, mayGuess: boolean) {
  return transact(async (tx, commitWith, requestMayGuess): Promise<CartMutationResult> => {
    const guessed = mayGuess && requestMayGuess ? guess(parts, asked) : null;
    if (!guessed) return changeLocked(parts, tx, commitWith, asked);
    // one round trip: the UPDATE leaves with the stored answer and the COMMIT
    const saving = parts.statements.saveIfUnchanged(tx, asked.who, asked.id, { ...guessed, read: asked.options.read });
    commitWith(remembering(parts, asked, guessed.stateJson, saving));
    return guessed.result;
  });
}

/**
 * The cart write of a store over `db`: `update(who, id, change, transact, options)` runs `change`
 * on the current cart (null when there is none) and saves what it gives back when it succeeds.
 * `change` must not touch the database: on PGlite the transaction holds the only connection; what
 * it needs read comes as `read` (LockedRead) and is handed to it. `transact` is the request's
 * transaction (behind an Idempotency-Key the stored answer commits with this write). `alsoWrite`
 * runs after a saved change in the same transaction (an idempotent request has only that one).
 *
 * A guess that did not hold ends a plain transaction here, and the change runs again, reading the
 * cart; behind an Idempotency-Key it ends at the COMMIT, and the request runs again
 * (http/idempotency.ts, idempotentEndpoint).
 */
export function cartWrite(db: Db, hooks: CartWriteHooks) {
  const parts: WriteParts = { hooks, statements: cartWriteStatements(db, hooks.refuseChange), remembered: rememberedCarts() };
  return async function update<R = undefined>(
    who: CartAccess,
    id: string,
    change: CartChange<R>,
    transact: Transact,
    options: CartUpdateOptions<R> = {},
  ): Promise<CartMutationResult> {
    const asked: Asked<R> = { who, id, change, options };
    try {
      return await tryChange(parts, asked, transact, true);
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile)) throw error;
      return tryChange(parts, asked, transact, false);
    }
  };
}
