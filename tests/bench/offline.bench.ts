import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/chromium';

/** Goal of the offline issue: a repeat visit of /products shows its first product card within 1 s offline. */
export const OFFLINE_GOALS = { maxFirstCardMs: 1000 };
/** Chromium's CPU slowdown for the measured visits (a mid-range phone, as Lighthouse's mobile profile). */
const CPU_SLOWDOWN = 4;
const RUNS = 5;
const CARD = 'article.product-card';

// Records, inside the page, when the first product card enters the document: measured from the
// navigation's start (performance.timeOrigin), so the figure includes the worker, the shell,
// the scripts and the data, and nothing of the bench's own polling.
const RECORD_FIRST_CARD = `
  new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(CARD)})) {
      window.__firstCardMs = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

interface Visit {
  firstCardMs: number;
  /** navigation start → first byte of the document */
  firstByteMs: number;
}

async function visitProducts(page: Page, url: string): Promise<Visit> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __firstCardMs?: number }).__firstCardMs !== undefined, null, {
    timeout: 30_000,
  });
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      firstCardMs: (window as unknown as { __firstCardMs: number }).__firstCardMs,
      firstByteMs: navigation.responseStart - navigation.startTime,
    };
  });
}

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * Repeat visits of /products in Chromium with a 4x CPU slowdown: with the network off (service
 * worker shell, local catalogue) next to the same visit online, and the first byte of the
 * document with the worker next to no worker at all (navigation preload must make it no slower).
 */
export async function benchOffline(ports: { shop: number }): Promise<{ ok: boolean; lines: string[] }> {
  const url = `http://127.0.0.1:${ports.shop}/products`;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(RECORD_FIRST_CARD);
    // First visit, unthrottled: the worker installs and takes over, the catalogue is stored locally.
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'networkidle' });
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await first.reload({ waitUntil: 'networkidle' });
    await first.waitForSelector(CARD);
    await first.waitForTimeout(2000); // background snapshot sync and cache writes settle
    await first.close();

    const page = await throttledPage(context);
    const online: Visit[] = [];
    const offline: Visit[] = [];
    for (let run = 0; run < RUNS; run++) {
      await context.setOffline(false);
      online.push(await visitProducts(page, url));
      await context.setOffline(true);
      offline.push(await visitProducts(page, url));
    }
    await context.setOffline(false);

    const bare = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await bare.addInitScript(RECORD_FIRST_CARD);
    const barePage = await throttledPage(bare);
    const withoutWorker: Visit[] = [];
    for (let run = 0; run < RUNS; run++) withoutWorker.push(await visitProducts(barePage, url));

    const offlineCard = median(offline.map((v) => v.firstCardMs));
    const ok = offlineCard < OFFLINE_GOALS.maxFirstCardMs;
    return {
      ok,
      lines: [
        `offline /products, repeat visit, ${CPU_SLOWDOWN}x CPU slowdown, median of ${RUNS}:`,
        `  first product card: offline ${ms(offlineCard)} | online ${ms(median(online.map((v) => v.firstCardMs)))} | online without worker ${ms(median(withoutWorker.map((v) => v.firstCardMs)))} (goal offline < ${OFFLINE_GOALS.maxFirstCardMs} ms: ${ok ? 'met' : 'MISSED'})`,
        `  first byte of the page: with worker ${ms(median(online.map((v) => v.firstByteMs)))} | without worker ${ms(median(withoutWorker.map((v) => v.firstByteMs)))} | offline (worker's shell) ${ms(median(offline.map((v) => v.firstByteMs)))}`,
      ],
    };
  } finally {
    await browser.close();
  }
}
