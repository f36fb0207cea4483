/**
 * A change to a cart the process remembers reaches PostgreSQL in one round trip: BEGIN, the UPDATE
 * that saves it if the cart is still as remembered, the key's record and the COMMIT in one write
 * (cart.store.ts, keyed-transaction.ts `commitWith`). A cart the process does not know takes two:
 * BEGIN with the locking read, then the rest. Anything that waits for I/O between the handler's
 * work and the stored answer (an awaited statement, a middleware that awaits after the handler)
 * would split a write in two: counted here at the socket.
 */
import net from 'node:net';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../support/api-server';
import { isDatabaseKindAvailable, postgresAdminUrl, type TestDatabase } from '../../support/databases';
import { type CartFixtures, cartCall, cartServiceOf, closeCartSuite, createCart, fixtureLine, openCartSuite } from './support';

type SocketWrite = (this: net.Socket, ...args: unknown[]) => unknown;
const socketMethods = net.Socket.prototype as unknown as Record<'_write' | '_writev', SocketWrite>;

describe.skipIf(!isDatabaseKindAvailable('postgres'))('a cart write on PostgreSQL [postgres]', () => {
  let database: TestDatabase;
  let server: TestServer;
  let f: CartFixtures;
  const originals = { _write: socketMethods._write, _writev: socketMethods._writev };

  beforeAll(async () => {
    ({ database, server, f } = await openCartSuite('postgres'));
    // the job queue polls PostgreSQL through the same pool now and then: stopped, every write counted is the cart's
    await server.jobs.stop();
  });
  afterEach(() => Object.assign(socketMethods, originals));
  afterAll(() => closeCartSuite({ database, server }));

  /** Counts the writes to PostgreSQL's sockets while `run` runs. */
  async function writesToPostgres(run: () => Promise<unknown>): Promise<number> {
    const port = Number(new URL(postgresAdminUrl!).port || 5432);
    let count = 0;
    for (const method of ['_write', '_writev'] as const) {
      socketMethods[method] = function (this: net.Socket, ...args: unknown[]) {
        if (this.remotePort === port) count++;
        return originals[method].apply(this, args);
      };
    }
    await run();
    Object.assign(socketMethods, originals);
    return count;
  }

  it('is one write to the database for a cart the process remembers: the update with the key record and the COMMIT', async () => {
    const cart = await createCart(server.dtc, [fixtureLine(f, 0)]);
    const add = (n: number) => cartCall(server.dtc, 'add-cart-line-items', { cartId: cart.id, lineItems: [fixtureLine(f, 0)] }, `rt-${n}`);
    expect((await add(0)).status).toBe(200); // the pool may open a connection for it
    const counts: number[] = [];
    for (const n of [1, 2, 3]) {
      counts.push(
        await writesToPostgres(async () => {
          expect((await add(n)).status).toBe(200);
        }),
      );
    }
    expect(counts).toEqual([1, 1, 1]);
    const stored = await cartCall(server.dtc, 'get-cart', { cartId: cart.id });
    expect(stored.body.data.totalQuantity).toBe(5);
  });

  it('is one write for the first change to a cart the process just made: the text it stored is the text it remembers', async () => {
    const add = (cartId: string) => cartCall(server.dtc, 'add-cart-line-items', { cartId, lineItems: [fixtureLine(f, 2)] }, `${cartId}-a`);
    await add((await createCart(server.dtc, [fixtureLine(f, 2)])).id); // the pool's connections are open and their statements parsed
    const cart = await createCart(server.dtc, [fixtureLine(f, 2)]);
    // a text that differed would make it four: the wrong guess, the record, the lock, the save
    expect(await writesToPostgres(() => add(cart.id))).toBe(1);
  });

  it('reads a cart changed elsewhere: the wrong guess, the look for a record of the key, the locking read, the update', async () => {
    const cart = await createCart(server.dtc, [fixtureLine(f, 0)]);
    const add = (key: string) => cartCall(server.dtc, 'add-cart-line-items', { cartId: cart.id, lineItems: [fixtureLine(f, 1)] }, key);
    expect((await add(`${cart.id}-0`)).status).toBe(200);
    const elsewhere = cartServiceOf(database, pino({ level: 'silent' })); // another process: its own memory
    await elsewhere.carts.mutate(elsewhere.scope, cart.id, { kind: 'updateNote', note: 'changed elsewhere' });
    expect(await writesToPostgres(async () => expect((await add(`${cart.id}-1`)).status).toBe(200))).toBe(4);
  });
});
