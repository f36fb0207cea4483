/**
 * A cart write reaches PostgreSQL in two round trips: BEGIN with the locking read, then the update,
 * the key's record and the COMMIT in one write (keyed-transaction.ts, `commitWith`). Anything that
 * waits for I/O between the handler's work and the stored answer (an awaited statement, a middleware
 * that awaits after the handler) would split that write in two: counted here at the socket.
 */
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../support/api-server';
import { isDatabaseKindAvailable, postgresAdminUrl, type TestDatabase } from '../../support/databases';
import { type CartFixtures, cartCall, closeCartSuite, createCart, fixtureLine, openCartSuite } from './support';

type SocketWrite = (this: net.Socket, ...args: unknown[]) => unknown;
const socketMethods = net.Socket.prototype as unknown as Record<'_write' | '_writev', SocketWrite>;

describe.skipIf(!isDatabaseKindAvailable('postgres'))('a cart write on PostgreSQL [postgres]', () => {
  let database: TestDatabase;
  let server: TestServer;
  let f: CartFixtures;
  const originals = { _write: socketMethods._write, _writev: socketMethods._writev };

  beforeAll(async () => {
    ({ database, server, f } = await openCartSuite('postgres'));
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

  it('is two writes to the database: the locking read, then the update with the key record and the COMMIT', async () => {
    const cart = await createCart(server.dtc, [fixtureLine(f, 0)]);
    const add = (n: number) => cartCall(server.dtc, 'add-cart-line-items', { cartId: cart.id, lineItems: [fixtureLine(f, 1)] }, `rt-${n}`);
    expect((await add(0)).status).toBe(200); // the connection prepares its statements on first use
    const counts: number[] = [];
    for (const n of [1, 2, 3]) {
      counts.push(
        await writesToPostgres(async () => {
          expect((await add(n)).status).toBe(200);
        }),
      );
    }
    expect(counts).toEqual([2, 2, 2]);
    const stored = await cartCall(server.dtc, 'get-cart', { cartId: cart.id });
    expect(stored.body.data.totalQuantity).toBe(5);
  });
});
