/**
 * Helpers of the offline cart end-to-end tests: a shop server of the test's own (so it can be
 * stopped and started again mid-replay), the server's view of a cart, and what the browser keeps.
 */
import { waitUntilStored } from './content';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from './catalogue';
import type { ShopProcess } from './shop-process';

export const WAITING_TO_SYNC = 'Waiting to sync';

/** The shop process of the spec's own (see shop-process.ts): stopped, killed and restarted mid-replay. */
export type OwnShopServer = ShopProcess;

/** The id of the shopper's cart (guest cookie of §9). */
export async function cartIdOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'guest_col_cart_id');
  expect(cookie, 'the guest_col_cart_id cookie').toBeDefined();
  return cookie!.value;
}

export interface ServerLine {
  sku: string;
  quantity: number;
}

/**
 * The cart as the server has it now (null when it has none), line by line. Asked with the
 * browser's own cookies: the server opens a guest cart only to the browser holding its key.
 */
export async function serverCartLines(context: BrowserContext, base: string, cartId: string): Promise<ServerLine[] | null> {
  const response = await context.request.post(`${base}/api/ecom/v1.0/get-cart`, { data: { cartId }, failOnStatusCode: false });
  if (response.status() === 404) return null;
  expect(response.ok(), `get-cart ${response.status()}`).toBe(true);
  const { data } = await response.json();
  return data.lineItems.map((line: { variant: { sku: string }; quantity: number }) => ({ sku: line.variant.sku, quantity: line.quantity }));
}

/** How many queued cart changes the browser holds in IndexedDB ('shop' → 'outbox'), by status. */
export async function outboxCounts(page: Page): Promise<{ pending: number; refused: number }> {
  return page.evaluate(
    () =>
      new Promise<{ pending: number; refused: number }>((done, fail) => {
        const open = indexedDB.open('shop');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            done({ pending: 0, refused: 0 });
            return;
          }
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            const rows = all.result as { status: string }[];
            db.close();
            done({
              pending: rows.filter((r) => r.status === 'pending').length,
              refused: rows.filter((r) => r.status === 'refused').length,
            });
          };
          all.onerror = () => fail(all.error);
        };
      }),
  );
}

/** Lines as 'sku × quantity', sorted, for comparing carts. */
export const lineList = (lines: ServerLine[] | null) => (lines ?? []).map((l) => `${l.sku} × ${l.quantity}`).sort();

/**
 * Sets a sku's home-delivery stock in a stopped server's database (PGlite takes no lock: never
 * while the server runs). What a warehouse update while the shopper was offline looks like.
 */
export async function setHomeStock(server: OwnShopServer, sku: string, quantity: number): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(server.dataDir, 'pglite'));
  try {
    const result = await db.query(`update stock set quantity = $1 where sku = $2 and destination = 'HOME'`, [quantity, sku]);
    expect(result.affectedRows, `stock row of ${sku}`).toBe(1);
  } finally {
    await db.close();
  }
}

/** A storefront address builder: the Playwright server's or a test's own server's. */
export type ShopUrl = (path: string) => string;

/** The search page's card of a variant on the shop at `url` (the search preselects the sku's variant). */
export async function cardAt(page: Page, url: ShopUrl, item: { sku: string; title: string }): Promise<Locator> {
  await page.goto(url(`/search?search=${encodeURIComponent(item.sku)}`));
  const card = page.getByRole('region', { name: 'Products' }).getByRole('article', { name: item.title, exact: true });
  await expect(card).toBeVisible();
  // drawn on the server, the card shows before the app runs: seen means stored for offline use too
  await waitUntilStored(page, item.sku);
  return card;
}

/** Opens /cart on the shop at `url` and waits for its title. */
export async function openCartAt(page: Page, url: ShopUrl): Promise<void> {
  await page.goto(url('/cart'));
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
}
