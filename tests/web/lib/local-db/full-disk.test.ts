// @vitest-environment happy-dom
/**
 * A full disk, from the write side (docs/architecture.md §6: a quota error leaves the app working and tells the
 * user). The device refuses writes the way browsers do: the request itself succeeds, then the
 * transaction aborts at commit with a QuotaExceededError. The storage notice is told, and the
 * cart kept in memory goes on working.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from '../../../../web/features/cart/state/cart-actions';
import { cartStore, reloadFromLocalDb, resetCartStore } from '../../../../web/features/cart/state/cart-store';
import { onStorageProblem, readRecord, resetLocalDbForTests, writeRecord } from '../../../../web/lib/local-db';
import { listOutbox } from '../../../../web/lib/local-db/outbox';
import { enqueueOutbox } from '../../../../web/lib/local-db/outbox-entries';
import { kibble } from '../../../core/cart/fixtures';
import { createFakeCartServer } from '../../cart/state/support/fake-cart-server';
import { z } from 'zod';

// fake-indexeddb/auto made these globals its own classes (FDBObjectStore).
const store = globalThis.IDBObjectStore.prototype;
type Write = (this: IDBObjectStore, ...args: unknown[]) => unknown;
const realPut = store.put as Write;
const realAdd = store.add as Write;

/** From now on every write is refused at commit, as on a device whose storage is full. */
function fillTheDisk(): void {
  const refusedAtCommit = (real: Write): Write =>
    function (this: IDBObjectStore, ...args) {
      const request = real.apply(this, args) as EventTarget;
      const transaction = this.transaction as unknown as { _abort(name: string): void };
      request.addEventListener('success', () => transaction._abort('QuotaExceededError'));
      return request;
    };
  store.put = refusedAtCommit(realPut) as typeof store.put;
  store.add = refusedAtCommit(realAdd) as typeof store.add;
}

let problems: string[] = [];
let stopListening = () => {};

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetLocalDbForTests();
  problems = [];
  const unsubscribe = onStorageProblem((problem) => problems.push(problem));
  stopListening = () => void unsubscribe();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  store.put = realPut as typeof store.put;
  store.add = realAdd as typeof store.add;
  stopListening();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a full disk', () => {
  it('a refused record write reports the quota and leaves the stored copy as it was', async () => {
    expect(await writeRecord('breadcrumbs', { trail: ['before'] })).toBe(true);
    fillTheDisk();
    expect(await writeRecord('breadcrumbs', { trail: ['after'] })).toBe(false);
    expect(problems).toEqual(['quota']);
    expect(await readRecord('breadcrumbs', z.object({ trail: z.array(z.string()) }))).toEqual({ trail: ['before'] });
  });

  it('a refused outbox write reports the quota and stores nothing', async () => {
    fillTheDisk();
    const row = await enqueueOutbox({ idempotencyKey: 'k1', path: '/api/ecom/v1.0/create-cart', body: {}, cartId: 'c1' });
    expect(row).toBeNull();
    expect(problems).toEqual(['quota']);
    expect(await listOutbox()).toEqual([]);
  });

  it('the cart still takes an add: the notice is told and the cart in memory shows the line', async () => {
    const server = createFakeCartServer([kibble]);
    vi.stubGlobal('fetch', server.fetch);
    resetCartStore('DTC');
    await reloadFromLocalDb();
    fillTheDisk();

    const variant = kibble.variants[0];
    const result = await addToCart(variant, 2, { product: kibble });

    expect(result.ok).toBe(true);
    expect(problems).toContain('quota');
    expect(await listOutbox()).toEqual([]); // nothing could be queued …
    const cart = cartStore.getState().view.cart;
    expect(cart?.lines.map((line) => [line.variantId, line.quantity])).toEqual([[variant.id, 2]]); // … yet the cart shows it
    expect(server.applied.map((change) => change.path.split('/').at(-1))).toEqual(['create-cart', 'add-cart-line-items']);
  });
});
