import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartFixtures, cartCall, cartFixtures, createCart, ECOM, fixtureLine } from '../api/cart/support';
import type { Database } from '../../api/db/client';
import { stock } from '../../api/db/schema';
import { createCatalogueStore } from '../../api/features/catalogue/catalogue.store';
import { PRESCRIPTION_LINE_SLUG } from '../../core/constants';
import type { Cart } from '../../core/entities/cart';
import { postJson, withTestGuest } from '../support/api-server';
import { Browser, SHOPPER } from '../api/identity/support';
import { answeredBy, clusterAvailable, HASHED_ASSET, nginxAvailable, redisUrl, startTestCluster, type TestCluster } from './support';

const LOGIN = '/api/identity/login';
const ACCOUNT_INFO = '/api/identity/account-info';
const SIGN_IN_LIMIT = 3;

/** How many answers had each status: { 200: 98, 502: 2 } */
function statuses(results: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const quantityOf = (cart: Cart, variantId: string) => cart.lineItems.find((line) => line.variant.id === variantId)?.quantity ?? 0;

/** A shopper's first cart (its id), made with no cookie: the answer gives the shopper a guest key of their own. */
async function newShopper(base: string): Promise<{ id: string; cookie: string }> {
  const cartId = randomUUID();
  const res = await fetch(`${base}${ECOM}/create-cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ cartId, buyerIdentity: {}, lineItems: [] }),
  });
  expect(res.status).toBe(200);
  const guestKey = res.headers.getSetCookie().find((cookie) => cookie.startsWith('shop_guest='));
  if (!guestKey) throw new Error('create-cart gave no guest key');
  return { id: cartId, cookie: guestKey.split(';')[0] };
}

/**
 * A cart write's status only: an answer of nginx itself (502) is an HTML page, not the shop's JSON.
 * As the test browser unless `cookie` names a shopper; `requestId` finds it in nginx's access log.
 */
async function addStatus(base: string, body: unknown, cookie?: string, requestId: string = randomUUID()): Promise<number> {
  const res = await fetch(`${base}${ECOM}/add-cart-line-items`, {
    method: 'POST',
    headers: {
      ...(cookie ? { cookie } : withTestGuest({})),
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      'x-request-id': requestId,
    },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Ids of `count` variants any guest may buy on DTC (published, no prescription), each given home stock. */
async function sellableVariants(database: Database, count: number): Promise<string[]> {
  const products = await createCatalogueStore(database.db).listProducts();
  const variants = products
    .filter((p) => p.status === 'published' && p.sites.includes('DTC') && !p.facets.brand.includes(PRESCRIPTION_LINE_SLUG))
    .flatMap((p) => p.variants)
    .slice(0, count);
  if (variants.length < count) throw new Error(`the seeded catalogue has ${variants.length} DTC variants, ${count} needed`);
  await database.db
    .insert(stock)
    .values(variants.map((v) => ({ sku: v.sku, destination: 'HOME' as const, quantity: 100 })))
    .onConflictDoUpdate({ target: [stock.sku, stock.destination], set: { quantity: sql`excluded.quantity` } });
  return variants.map((v) => v.id);
}

/** Resolves once `done()` holds, checking every 50 ms; gives up after 20 s (the expectations then tell). */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe.skipIf(!clusterAvailable)('two shop processes on one PostgreSQL database and one Redis', () => {
  let c: TestCluster;
  let f: CartFixtures;
  let first: string;
  let second: string;

  beforeAll(async () => {
    c = await startTestCluster({ env: { RATE_LIMITS: `signInAccount=${SIGN_IN_LIMIT}/3600,signInAddress=10000/3600` } });
    [first, second] = c.processes.map((p) => p.dtc);
    f = await cartFixtures(c.database);
  }, 240_000);
  afterAll(() => c?.close(), 60_000);

  it('a session made on one process works on the other, and signing out on that one ends it on both', async () => {
    const onFirst = new Browser(first);
    expect((await onFirst.login(SHOPPER.email, SHOPPER.password)).status).toBe(200);
    const onSecond = new Browser(second);
    onSecond.cookie = onFirst.cookie;
    const info = await onSecond.call(ACCOUNT_INFO);
    expect(info.status).toBe(200);
    expect(info.body.data.account.email).toBe(SHOPPER.email);
    expect((await onSecond.call('/api/identity/logout')).status).toBe(200);
    expect((await new Browser(first).call(ACCOUNT_INFO, {}, { cookie: `shop_session=${onFirst.cookie}` })).status).toBe(401);
  });

  it('an Idempotency-Key replayed to the other process replays the first answer and changes nothing', async () => {
    const cart = await createCart(first, [fixtureLine(f, 0)]);
    const body = { cartId: cart.id, lineItems: [fixtureLine(f, 0, 2)] };
    const key = `add-${randomUUID()}`;
    const original = await cartCall(first, 'add-cart-line-items', body, key);
    const replayed = await cartCall(second, 'add-cart-line-items', body, key);
    expect(original.status).toBe(200);
    expect(original.headers.get('idempotent-replayed')).toBeNull();
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(original.body);
    const now = await cartCall(second, 'get-cart', { cartId: cart.id });
    expect(quantityOf(now.body.data, f.dtc[0].variant.id)).toBe(3);
  });

  it('100 concurrent adds to one cart, spread over both processes, leave exactly the right quantities', async () => {
    // 20 lines of 5 each: below the line cap (10), so a write applied twice would show as well as a lost one
    const variants = await sellableVariants(c.database, 20);
    const cart = await createCart(first);
    const adds = Array.from({ length: 100 }, (_, k) => ({ variantId: variants[k % 20], via: k % 2 ? second : first }));
    const results = await Promise.all(
      adds.map(({ variantId, via }) =>
        cartCall(via, 'add-cart-line-items', { cartId: cart.id, lineItems: [{ merchandiseId: variantId, quantity: 1 }] }, randomUUID()),
      ),
    );
    expect(statuses(results)).toEqual({ 200: 100 });
    const now: Cart = (await cartCall(second, 'get-cart', { cartId: cart.id })).body.data;
    expect(variants.map((id) => quantityOf(now, id))).toEqual(Array(20).fill(5));
    expect(now.totalQuantity).toBe(100);
  });

  it('the sign-in limit counts across processes: wrong passwords spread over both hit one limit', async () => {
    const email = `cluster-${randomUUID()}@example.com`;
    const password = 'Cluster-Heron-2044';
    const registered = await new Browser(first).call('/api/identity/register', { email, password, firstName: 'Clu', lastName: 'Ster' });
    expect(registered.status).toBe(200);
    // one after another, alternating: each process alone sees at most half the attempts
    const results = [];
    for (let i = 0; i < 2 * SIGN_IN_LIMIT; i++) {
      results.push(await new Browser(i % 2 ? second : first).call(LOGIN, { email, password: `wrong-${i}-password` }));
    }
    expect(results.map((r) => r.status)).toEqual([401, 401, 401, 429, 429, 429]);
    expect((await new Browser(second).login(email, password)).status).toBe(429);
  });

  describe.skipIf(!nginxAvailable)('behind nginx', () => {
    it('serves each storefront on its own port, build files from disk with the right caching, the rest from the processes', async () => {
      const { dtc, hpsf } = c.nginx!;
      for (const [base, site] of [
        [dtc, 'DTC'],
        [hpsf, 'HPSF'],
      ] as const) {
        const page = await fetch(`${base}/`);
        expect(page.headers.get('cache-control')).toBe('no-cache');
        expect(await page.text()).toContain(`<meta name="site-code" content="${site}">`);
        expect(await (await fetch(`${base}/api/health`)).json()).toMatchObject({ status: 'ok', site });
      }
      const asset = await fetch(`${dtc}${HASHED_ASSET}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-encoding')).toBe('gzip');
      for (const path of ['/sw.js', '/builds/latest.json']) {
        expect((await fetch(`${dtc}${path}`)).headers.get('cache-control')).toBe('no-cache');
      }
      // nginx passes the browser's Host on, so the shop's same-origin check of writes still holds
      const createCartAt = (base: string, origin: string) =>
        postJson(`${base}${ECOM}/create-cart`, { cartId: randomUUID(), buyerIdentity: {}, lineItems: [] }, { origin });
      expect((await createCartAt(dtc, dtc)).status).toBe(200);
      expect((await createCartAt(dtc, hpsf)).status).toBe(403);
    });

    it('counts sign-in attempts on the address nginx saw, not on one the client wrote into X-Forwarded-For', async () => {
      const redis = new Redis(redisUrl);
      try {
        const spoofed = `203.0.113.${randomInt(1, 255)}`;
        const counted = async (address: string) => Number((await redis.get(`${c.redisNamespace}:rate:sign-in-address:${address}`)) ?? 0);
        const before = await counted('127.0.0.1');
        const email = `spoof-${randomUUID()}@example.com`;
        const attempt = await new Browser(c.nginx!.dtc).call(
          LOGIN,
          { email, password: 'Wrong-Password-1' },
          { 'x-forwarded-for': spoofed },
        );
        expect(attempt.status).toBe(401);
        expect(await counted(spoofed)).toBe(0);
        expect(await counted('127.0.0.1')).toBeGreaterThan(before);
      } finally {
        redis.disconnect();
      }
    });

    it('keeps a shopper on one process and spreads the shoppers over both', async () => {
      const { dtc, accessLog } = c.nginx!;
      const [variant] = await sellableVariants(c.database, 1);
      const shoppers = await Promise.all(Array.from({ length: 20 }, () => newShopper(dtc)));
      for (const [i, shopper] of shoppers.entries()) {
        for (let n = 0; n < 3; n++) {
          const add = { cartId: shopper.id, lineItems: [{ merchandiseId: variant, quantity: 1 }] };
          expect(await addStatus(dtc, add, shopper.cookie, `affinity-${i}-${n}`)).toBe(200);
        }
      }
      const ids = shoppers.map((_, i) => [0, 1, 2].map((n) => `affinity-${i}-${n}`));
      const served = await answeredBy(accessLog, ids.flat());
      const processOf = ids.map((ofShopper) => new Set(ofShopper.map((id) => served.get(id))));
      expect(processOf.every((processes) => processes.size === 1)).toBe(true);
      expect(new Set(processOf.map((processes) => [...processes][0])).size).toBe(2);
    });

    it('one process killed with SIGKILL mid-load costs no acknowledged write, and the shop keeps answering', async () => {
      const base = c.nginx!.dtc;
      // each write adds 1 to the next of these lines: below every line's cap of 10 up to 10 writes per line
      const variants = await sellableVariants(c.database, 40);
      const mostWrites = variants.length * 10;
      // shoppers of their own, whom nginx spreads over the processes (one shopper stays on one)
      const streams = await Promise.all(Array.from({ length: 8 }, () => newShopper(base)));
      const acknowledged = new Map<string, number>(streams.map((cart) => [cart.id, 0]));
      const unanswered = new Map<string, number>(streams.map((cart) => [cart.id, 0]));
      const failures: number[] = [];
      let killed = false;
      let acknowledgedBeforeKill = 0;
      let acknowledgedAfterKill = 0;
      let running = true;
      // each stream adds one at a time to its own cart, as a browser's outbox would
      const load = streams.map(async (cart) => {
        for (let n = 0; running && n < mostWrites; n++) {
          const line = { merchandiseId: variants[n % variants.length], quantity: 1 };
          const status = await addStatus(base, { cartId: cart.id, lineItems: [line] }, cart.cookie, `${cart.id}-${n}`);
          if (status === 200) {
            acknowledged.set(cart.id, (acknowledged.get(cart.id) ?? 0) + 1);
            if (killed) acknowledgedAfterKill++;
            else acknowledgedBeforeKill++;
          } else {
            unanswered.set(cart.id, (unanswered.get(cart.id) ?? 0) + 1);
            failures.push(status);
          }
        }
      });
      // waits for counts rather than times: this machine may be slow or shared
      await until(() => acknowledgedBeforeKill >= 16 && acknowledged.get(streams[0].id)! > 0);
      // the process that answers the first shopper: the kill then always falls on writes in flight
      const firstWrite = `${streams[0].id}-0`;
      const loaded = (await answeredBy(c.nginx!.accessLog, [firstWrite])).get(firstWrite);
      c.cluster.kill(
        c.processes.findIndex((p) => p.dtc === loaded),
        'SIGKILL',
      );
      killed = true;
      await until(() => acknowledgedAfterKill >= 24);
      running = false;
      await Promise.all(load);

      expect(acknowledgedAfterKill).toBeGreaterThanOrEqual(24);
      // only requests the killed process had already taken can fail, each as nginx's 502
      expect(failures.every((status) => status === 502)).toBe(true);
      expect(failures.length).toBeLessThanOrEqual(streams.length * 2);
      for (const cart of streams) {
        const now = await postJson(`${base}${ECOM}/get-cart`, { cartId: cart.id }, { cookie: cart.cookie });
        expect(now.status).toBe(200);
        const quantity = now.body.data.totalQuantity;
        expect(quantity).toBeGreaterThanOrEqual(acknowledged.get(cart.id)!);
        expect(quantity).toBeLessThanOrEqual(acknowledged.get(cart.id)! + unanswered.get(cart.id)!);
      }
      const pages = await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}/api/health`)));
      expect(pages.map((page) => page.status)).toEqual(Array(10).fill(200));
    }, 60_000);
  });
});
