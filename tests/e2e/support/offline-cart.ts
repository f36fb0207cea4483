/**
 * Helpers of the offline cart end-to-end tests: a shop server of the test's own (so it can be
 * stopped and started again mid-replay), the server's view of a cart, and what the browser keeps.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from './catalogue';

export const WAITING_TO_SYNC = 'Waiting to sync';

/** A shop process started by a test, on ports of its own, over a data dir that outlives restarts. */
export interface OwnShopServer {
  dtc: string;
  dataDir: string;
  pid(): number | undefined;
  /** SIGKILL: the process dies at once, mid-request (what a crash or a pulled plug does). */
  kill(): Promise<void>;
  /** SIGTERM: the server finishes in-flight requests and stops. */
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

async function waitForHealth(base: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop server exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`shop server did not answer in time:\n${log()}`);
}

/**
 * Starts `node --import tsx api/main.ts` (one process, so its PID is the server's) with the same
 * environment as playwright.config.ts' webServer, on `dtcPort` and the port after it.
 */
export async function startOwnShopServer(dtcPort: number): Promise<OwnShopServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-offline-cart-'));
  const dtc = `http://localhost:${dtcPort}`;
  let child: ChildProcess | undefined;
  let output = '';
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DTC_PORT: String(dtcPort),
    HPSF_PORT: String(dtcPort + 1),
    DATA_DIR: dataDir,
    DIST_DIR: process.env.E2E_DIST_DIR ?? './dist',
    LOG_LEVEL: 'warn',
  };
  const server: OwnShopServer = {
    dtc,
    dataDir,
    pid: () => child?.pid,
    async start() {
      output = '';
      child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      await waitForHealth(dtc, child, () => output);
    },
    async kill() {
      if (!child?.pid) return;
      process.kill(child.pid, 'SIGKILL');
      await waitForExit(child);
    },
    async stop() {
      if (!child?.pid) return;
      process.kill(child.pid, 'SIGTERM');
      await waitForExit(child);
    },
    async dispose() {
      if (child?.pid && child.exitCode === null && child.signalCode === null) await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

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

/** The cart as the server has it now ([] when it has none), line by line. */
export async function serverCartLines(request: APIRequestContext, base: string, cartId: string): Promise<ServerLine[] | null> {
  const response = await request.get(`${base}/api/ecom/v1.0/get-cart?cartId=${cartId}`, { failOnStatusCode: false });
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
            done({ pending: rows.filter((r) => r.status === 'pending').length, refused: rows.filter((r) => r.status === 'refused').length });
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
  return card;
}

/** Opens /cart on the shop at `url` and waits for its title. */
export async function openCartAt(page: Page, url: ShopUrl): Promise<void> {
  await page.goto(url('/cart'));
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
}
