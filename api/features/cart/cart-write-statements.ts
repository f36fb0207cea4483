/**
 * The statements every change to a cart runs (lock the cart with the read it carries, save the
 * change), built once per shape (db/built-once.ts: Drizzle would build each anew with every write):
 * the shape is whose cart it is (ownerShape) and which read the lock carries.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import { builtOnce, type ValueOrPlaceholder } from '../../db/built-once';
import type { Db } from '../../db/client';
import { failUnlessMatched, matchedNothing } from '../../db/fail-unless-matched';
import { ChangedMeanwhile } from '../../db/transact';
import { carts } from '../../db/schema';
import { type CartAccess, ownCartTemplate, ownerShape } from './cart-access';
import type { Assumed } from './remembered-carts';

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

/** A change computed from `assumed` (remembered-carts.ts): the state to save, as JSON text. */
export interface GuessedChange {
  stateJson: string;
  assumed: Assumed;
  read: LockedRead<unknown> | undefined;
}

/** The blocker a statement failed on when `unblocked` refused it, else null. */
function blockerOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== BLOCKED_SQLSTATE) return null;
  return String((error as { message?: unknown }).message);
}

/** The placeholders' values of a change to cart `id` by `who` carrying `read`. */
const valuesOf = (who: CartAccess, id: string, read: LockedRead<unknown> | undefined) => ({
  id,
  site: who.site,
  customerId: who.customerId,
  guestKey: who.guestKey,
  ...read?.values,
});

/** What a statement carrying `read` for `who` is built once for. */
const shapeOf = (who: CartAccess, read: LockedRead<unknown> | undefined) => `${ownerShape(who)}|${read?.shape ?? ''}`;

/** The columns a saved change sets. */
const savedColumns = () => ({ state: sql`${sql.placeholder('state')}`, version: sql`${carts.version} + 1`, updatedAt: sql`now()` });

/** The UPDATE's condition beyond ownership: the blocker, when there is one, raises instead of matching. */
const unblocked = (blocker: CartChangeBlocker | undefined) =>
  blocker ? sql`unblocked(${blocker.blocker(sql.placeholder('id'))})` : undefined;

/** SELECT … FOR UPDATE of the cart, with `read`'s value. */
function lockQuery(db: Db, who: CartAccess, read: LockedRead<unknown> | undefined) {
  return db
    .select({ state: carts.state, read: sql`${read ? read.template() : sql`null`}`.as('read') })
    .from(carts)
    .where(ownCartTemplate(who))
    .for('update', { of: carts });
}

/**
 * The UPDATE of a change computed from what was assumed: it matches only while the cart, and
 * `read`'s value, are what was assumed, and it fails when it matched none (db/fail-unless-matched.ts).
 */
function saveIfUnchangedQuery(db: Db, who: CartAccess, read: LockedRead<unknown> | undefined, blocker: CartChangeBlocker | undefined) {
  // a json column keeps the text it was given: the assumed text is the one saved, compared as text
  const stillAssumed = sql`${carts.state}::text = ${sql.placeholder('assumed_state')}`;
  const readStill = read ? sql`(${read.template()})::jsonb is not distinct from ${sql.placeholder('assumed_read')}::jsonb` : undefined;
  const saved = db.$with('saved').as(
    db
      .update(carts)
      .set(savedColumns())
      .where(and(ownCartTemplate(who), stillAssumed, readStill, unblocked(blocker)))
      .returning({ id: carts.id }),
  );
  return db
    .with(saved)
    .select({ saved: failUnlessMatched('saved') })
    .from(saved);
}

export function cartWriteStatements(db: Db, blocker: CartChangeBlocker | undefined) {
  const lockCart = builtOnce<{ state: unknown; read: unknown }>();
  const saveCart = builtOnce<never>();
  const saveGuessed = builtOnce<{ saved: number }>();
  const readAloneStatement = builtOnce<{ read: unknown }>();

  /** A failed UPDATE, as the blocker's refusal when the blocker refused it. */
  const refusedWhenBlocked = (error: unknown): never => {
    const blockedBy = blockerOf(error);
    throw blockedBy !== null && blocker ? blocker.refusal(blockedBy) : error;
  };

  /** Locks the cart (when there is one) and reads its state with `read`'s value. */
  async function lock(tx: Db, who: CartAccess, id: string, read: LockedRead<unknown> | undefined) {
    const [row] = await lockCart(tx, shapeOf(who, read), () => lockQuery(db, who, read), valuesOf(who, id, read));
    return row;
  }

  /**
   * Saves the changed state (its JSON text); fails with the blocker's refusal when something blocks
   * the change (read by the UPDATE itself, after the lock: it sees what committed while the write
   * waited). The caller may hand the promise to CommitWith instead of awaiting it.
   */
  function save(tx: Db, who: CartAccess, id: string, stateJson: string): Promise<void> {
    const build = () =>
      db
        .update(carts)
        .set(savedColumns())
        .where(and(ownCartTemplate(who), unblocked(blocker)));
    const values = { ...valuesOf(who, id, undefined), state: stateJson };
    return saveCart(tx, ownerShape(who), build, values).then(() => undefined, refusedWhenBlocked);
  }

  /**
   * Saves a change computed from what the process remembered (`assumed`, remembered-carts.ts), in
   * one statement that needs no lock taken before it (saveIfUnchangedQuery). When the cart or the
   * read were no longer what was assumed it fails with ChangedMeanwhile, and the COMMIT sent with
   * it rolls back. A blocked change fails with the blocker's refusal, as `save` does. Waiting for
   * the row's lock behind another write, the UPDATE compares with what that write committed.
   */
  function saveIfUnchanged(tx: Db, who: CartAccess, id: string, change: GuessedChange): Promise<void> {
    const { assumed, read } = change;
    const values = {
      ...valuesOf(who, id, read),
      state: change.stateJson,
      assumed_state: assumed.stateJson,
      assumed_read: assumed.readJson ?? null,
    };
    const build = () => saveIfUnchangedQuery(db, who, read, blocker);
    return saveGuessed(tx, shapeOf(who, read), build, values).then(
      () => undefined,
      (error: unknown) => {
        if (matchedNothing(error)) throw new ChangedMeanwhile(`cart ${id}`);
        return refusedWhenBlocked(error);
      },
    );
  }

  /** The value of `read` read by a SELECT of its own (no cart to lock). */
  async function readAlone(tx: Db, read: LockedRead<unknown>): Promise<unknown> {
    const build = () => db.select({ read: read.template().as('read') }).from(sql`(select 1) as one`);
    const [row] = await readAloneStatement(tx, read.shape, build, read.values);
    return row?.read;
  }

  return { lock, save, saveIfUnchanged, readAlone };
}
