/**
 * Nothing acknowledged is lost: shoppers' cart writes stream into a real shop process (`tsx
 * api/main.ts` on its own data), the process is killed with SIGKILL at a random moment, restarted
 * on the same data, and every write it had answered 200 must be there; several rounds per engine.
 * Each shopper writes to one cart at a time, one request after the other, so a cart's quantity is
 * known exactly: the acknowledged adds, plus at most the one request the kill left unanswered.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import {
  type DatabaseKind,
  describeEachDatabase,
  openTestDatabase,
  postgresAdminUrl,
  removeFolder,
  SHARED_ASSETS_DIR,
  openDataFolderCopy,
} from '../../support/databases';
import { cartFixtures, ECOM } from '../cart/support';
import { type ShopChild, startShopChild } from './shop-child';

const ROUNDS = 3;
const SHOPPERS = 6;
/** units per cart before its shopper starts another (the line cap is 10) */
const UNITS_PER_CART = 8;

/** One cart as its shopper knows it: what the shop acknowledged, and whether a request is unanswered. */
interface CartRecord {
  id: string;
  cookie: string;
  acknowledged: number;
  unanswered: boolean;
}

/** What the shop must still hold after any crash. */
class Ledger {
  readonly carts: CartRecord[] = [];
  readonly unexpected: string[] = [];
  get acknowledgedWrites() {
    return this.carts.reduce((sum, cart) => sum + cart.acknowledged, 0);
  }
}

async function post(base: string, call: string, body: unknown, cookie: string, key?: string) {
  const res = await fetch(`${base}${ECOM}/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: { lineItems: { quantity: number }[] } } };
}

/**
 * One shopper (a guest of its own) writing until its request fails, which it does when the process
 * is killed: fills a cart one unit at a time, then starts another. Every request carries an
 * Idempotency-Key, as the web app's outbox sends them.
 */
async function shopper(base: string, merchandiseId: string, ledger: Ledger): Promise<void> {
  const cookie = `shop_guest=${randomBytes(32).toString('base64url')}`;
  let cart: CartRecord | undefined;
  for (;;) {
    const starting = !cart || cart.acknowledged >= UNITS_PER_CART;
    if (starting) {
      cart = { id: randomUUID(), cookie, acknowledged: 0, unanswered: false };
      ledger.carts.push(cart);
    }
    const current = cart as CartRecord;
    const line = { merchandiseId, quantity: 1 };
    current.unanswered = true;
    const answer = await (starting
      ? post(base, 'create-cart', { cartId: current.id, lineItems: [line] }, cookie, randomUUID())
      : post(base, 'add-cart-line-items', { cartId: current.id, lineItems: [line] }, cookie, randomUUID())
    ).catch(() => null);
    if (!answer) return; // no answer: the process died; this request's fate is unknown
    current.unanswered = false;
    if (answer.status !== 200) {
      ledger.unexpected.push(`${current.id}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return;
    }
    current.acknowledged += 1;
    const quantity = answer.body.data?.lineItems[0]?.quantity;
    if (quantity !== current.acknowledged) ledger.unexpected.push(`${current.id}: answered ${quantity}, expected ${current.acknowledged}`);
  }
}

/** Every cart in the ledger, read back from the restarted shop: the quantity each must have, or what is wrong. */
async function missing(base: string, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  for (const cart of ledger.carts) {
    if (cart.acknowledged === 0) continue; // its creation was never answered: it may or may not exist
    const { status, body } = await post(base, 'get-cart', { cartId: cart.id }, cart.cookie);
    const quantity = status === 200 ? (body.data?.lineItems[0]?.quantity ?? 0) : 0;
    const most = cart.acknowledged + (cart.unanswered ? 1 : 0);
    if (quantity < cart.acknowledged || quantity > most) {
      problems.push(`${cart.id}: ${status}, quantity ${quantity}, acknowledged ${cart.acknowledged}, at most ${most}`);
    }
    // what the restart found is now known: the next round counts from it
    cart.acknowledged = quantity;
    cart.unanswered = false;
  }
  return problems;
}

/** A seeded database the shop process opens (PGlite: a data folder no other process holds while it runs). */
async function prepare(kind: DatabaseKind): Promise<{ variant: string; env: Record<string, string>; cleanUp: () => Promise<void> }> {
  if (kind === 'postgres') {
    const database = await openTestDatabase('postgres', { seed: true });
    const f = await cartFixtures(database);
    const [{ name }] = (await database.db.execute(sql`select current_database() as name`)).rows as { name: string }[];
    const url = new URL(postgresAdminUrl as string);
    url.pathname = `/${name}`;
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-crash-pg-'));
    return {
      variant: f.dtc[0].variant.id,
      env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
      cleanUp: async () => {
        await database.close();
        await removeFolder(dataDir);
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-crash-pglite-'));
  const database = await openDataFolderCopy(dataDir, 'seeded');
  const f = await cartFixtures(database);
  await database.close(); // PGlite: one process at a time on a folder
  return { variant: f.dtc[0].variant.id, env: { DATA_DIR: dataDir }, cleanUp: () => removeFolder(dataDir) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('acknowledged cart writes survive SIGKILL', (kind) => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  it(`${ROUNDS} rounds of writes, SIGKILL at a random moment, restart: every acknowledged write is there`, async () => {
    const prepared = await prepare(kind);
    cleanUps.push(prepared.cleanUp);
    const ledger = new Ledger();
    const shopEnv = { ...prepared.env, ASSETS_DIR: SHARED_ASSETS_DIR, SEED_ON_START: 'false' };
    let shop: ShopChild | undefined;
    cleanUps.push(async () => {
      await shop?.kill();
    });
    for (let round = 0; round < ROUNDS; round++) {
      shop = await startShopChild(shopEnv);
      expect(await missing(shop.base, ledger)).toEqual([]);
      const before = ledger.acknowledgedWrites;
      let writers = SHOPPERS;
      const writing = Array.from({ length: SHOPPERS }, () => shopper(shop!.base, prepared.variant, ledger).finally(() => writers--));
      // a random moment once writes flow: the kill lands mid-request, mid-transaction or between them
      while (writers > 0 && ledger.acknowledgedWrites < before + SHOPPERS) await pause(20);
      expect(ledger.unexpected).toEqual([]);
      await pause(Math.random() * 800);
      expect(await shop.kill()).toBe('SIGKILL');
      await Promise.all(writing);
      expect(ledger.unexpected).toEqual([]);
      expect(ledger.acknowledgedWrites).toBeGreaterThan(before); // the round really wrote before its kill
      console.log(`${kind} round ${round + 1}: killed after ${ledger.acknowledgedWrites - before} acknowledged writes`);
    }
    shop = await startShopChild(shopEnv);
    expect(await missing(shop.base, ledger)).toEqual([]);
    await shop.stop();
  }, 600_000); // seconds per start on a quiet machine; a minute or more when the cores are shared
});
