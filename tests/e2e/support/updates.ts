import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type BrowserContext, expect, type Page, type Request } from '@playwright/test';
import type { Site } from './shop';
import { startShopProcess } from './shop-process';

/** The update tests poll fast; the shipped default is minutes (BUILD_POLL_INTERVAL_MS). */
export const TEST_BUILD_POLL_INTERVAL_MS = 1500;

/**
 * A shop server of the update tests' own, serving a private copy of the built app. Publishing a
 * "new build" rewrites files that server serves, which must never reach the pages of other
 * specs running at the same time against the shared e2e server.
 */
export interface PrivateShop {
  url(site: Site, path?: string): string;
  /** the build id the copy was built with */
  initialBuildId: string;
  /** where the private server writes its mails (its DATA_DIR/mail) */
  mailDir: string;
  /**
   * Deploys a new build the way a real deploy looks to a browser: builds/latest.json names a new
   * id and sw.js carries it (new bytes, so the browser installs a new worker). Returns the id.
   */
  publishNewBuild(): Promise<string>;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../../..');
const BUILD_ID_LINE = /^self\.__SHOP_BUILD_ID__=.*\n/;
/** The shell's entry in the worker's precache manifest. */
const SHELL_PRECACHE_ENTRY = /\{"revision":"([^"]+)","url":"index\.html"\}/;

/** Writes a file and the precompressed copies the server prefers (scripts/precompress.ts). */
async function writeServedFile(path: string, text: string): Promise<void> {
  await writeFile(path, text);
  await writeFile(`${path}.br`, brotliCompressSync(text));
  await writeFile(`${path}.gz`, gzipSync(text));
}

/** Starts the private server (free ports of its own) over a private copy of the e2e build. */
export async function startPrivateShop(): Promise<PrivateShop> {
  const work = await mkdtemp(join(tmpdir(), 'shop-updates-'));
  const distDir = join(work, 'dist');
  await cp(resolve(ROOT, process.env.E2E_DIST_DIR ?? 'dist'), distDir, { recursive: true });
  const shop = await startShopProcess({ distDir, env: { BUILD_POLL_INTERVAL_MS: String(TEST_BUILD_POLL_INTERVAL_MS) } });
  const stop = async () => {
    await shop.dispose();
    await rm(work, { recursive: true, force: true });
  };
  const latestPath = join(distDir, 'builds', 'latest.json');
  const initialBuildId = JSON.parse(await readFile(latestPath, 'utf8')).buildId as string;
  let deploys = 0;
  return {
    url: shop.url,
    initialBuildId,
    mailDir: join(shop.dataDir, 'mail'),
    stop,
    async publishNewBuild() {
      deploys += 1;
      const buildId = `${initialBuildId}-deploy${deploys}`;
      const workerPath = join(distDir, 'sw.js');
      // A real build's shell names new assets, so its precache revision changes and the new worker
      // stores the shell anew (with the new build id the server writes into it). Without that, a
      // navigation slower than the worker's network timeout fell back to the old build's shell.
      const built = await readFile(workerPath, 'utf8');
      if (!SHELL_PRECACHE_ENTRY.test(built)) throw new Error("the worker's precache manifest has no entry for index.html");
      const worker = built
        .replace(BUILD_ID_LINE, '')
        .replace(
          SHELL_PRECACHE_ENTRY,
          (_entry, revision: string) => `{"revision":"${revision.replace(/-deploy\d+$/, '')}-deploy${deploys}","url":"index.html"}`,
        );
      await writeServedFile(workerPath, `self.__SHOP_BUILD_ID__=${JSON.stringify(buildId)};\n${worker}`);
      await writeServedFile(latestPath, `${JSON.stringify({ buildId, builtAt: new Date().toISOString() }, null, 2)}\n`);
      return buildId;
    },
  };
}

/** What the page's service worker registration holds, for a failure's message. */
async function workerStates(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const state = (worker: ServiceWorker | null | undefined) => worker?.state ?? 'none';
    const controller = navigator.serviceWorker.controller;
    return JSON.stringify({
      installing: state(registration?.installing),
      waiting: state(registration?.waiting),
      active: state(registration?.active),
      controller: controller ? (controller === registration?.active ? 'the active worker' : state(controller)) : 'none',
      lastAppReload: sessionStorage.getItem('page-reload-at'),
      now: Date.now(),
    });
  });
}

/**
 * Waits for the footer to show build `buildId`; when it does not, the failure says where the
 * workers stood (a reload that never came and one that came back with the old page look alike).
 */
export async function expectRunningBuild(page: Page, buildId: string, timeout: number): Promise<void> {
  try {
    await expect(page.getByRole('contentinfo').getByText(`Version ${buildId}`)).toBeVisible({ timeout });
  } catch (error) {
    const unfinished = unfinishedRequests.get(page.context());
    (error as Error).message +=
      `\nservice worker: ${await workerStates(page).catch((e: Error) => e.message)}` +
      `\nshown: ${await page
        .getByRole('region', { name: 'New version' })
        .textContent()
        .catch(() => 'no update notice')}` +
      `\nrequests not finished: ${unfinished ? unfinished() : 'not watched'}`;
    throw error;
  }
}

const unfinishedRequests = new WeakMap<BrowserContext, () => string>();

/**
 * Watches the requests of `context`, pages' and workers' alike, so that a failed expectRunningBuild
 * names those still unanswered: the browser activates a new worker only once the old one has no
 * event left to handle, and an unanswered fetch is such an event.
 */
export function watchUnfinishedRequests(context: BrowserContext): void {
  const open = new Map<Request, number>();
  context.on('request', (request) => open.set(request, Date.now()));
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => open.delete(request));
  unfinishedRequests.set(
    context,
    () =>
      [...open]
        .map(
          ([request, at]) => `${request.serviceWorker() ? 'worker' : 'page'} ${request.method()} ${request.url()} (${Date.now() - at} ms)`,
        )
        .join('; ') || 'none',
  );
}

/** The build id the footer shows ("Version {buildId}"). */
export async function footerBuildId(page: Page): Promise<string> {
  const text = await page
    .getByRole('contentinfo')
    .getByText(/^Version /)
    .textContent();
  return (text ?? '').replace(/^Version /, '');
}

/** The build id of the worker controlling the page, asked over a message channel. */
export async function controllingWorkerBuildId(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data.buildId);
        navigator.serviceWorker.controller?.postMessage({ type: 'GET_WORKER_BUILD_ID' }, [channel.port2]);
      }),
  );
}

/** Marks this document, so a test can tell a full reload (marker gone) from a client-side render. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/**
 * Queues a cart change in the app's outbox as the cart code does (IndexedDB 'shop', store
 * 'outbox', status 'pending'), without telling the worker, so nothing replays it during the test.
 * Returns its key, for `settleOutboxEntry`.
 */
export async function queuePendingCartChange(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('shop');
        // Creating the database here would leave it without the app's stores: the app must have opened it.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('outbox', 'readwrite').objectStore('outbox').add({
            idempotencyKey: crypto.randomUUID(),
            path: '/api/ecom/v1.0/update-cart-line-items',
            body: {},
            cartId: crypto.randomUUID(),
            createdAt: Date.now(),
            status: 'pending',
            attempts: 0,
          });
          request.onsuccess = () => {
            db.close();
            resolve(request.result as number);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** Waits until the app has created its IndexedDB database (it opens it while starting). */
export async function waitForLocalDb(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === 'shop')), { timeout: 15_000 })
    .toBe(true);
}

/** Removes an outbox entry, as the replay does once the server accepted it. */
export async function settleOutboxEntry(page: Page, seq: number): Promise<void> {
  await page.evaluate(
    (key) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('shop');
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('outbox', 'readwrite');
          tx.objectStore('outbox').delete(key);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    seq,
  );
}

export { expect };
