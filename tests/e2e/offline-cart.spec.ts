/**
 * The cart works offline (optimistic, marked 'Waiting to sync'), and the
 * service worker replays the queued changes exactly once, in order, whatever interrupts it.
 */
import { type Page, test } from '@playwright/test';
import { addedModal, type Buyable, buyableVariants, cartLine, expect } from './support/cart';
import {
  cardAt,
  cartIdOf,
  lineList,
  openCartAt,
  type OwnShopServer,
  outboxCounts,
  serverCartLines,
  type ShopUrl,
  setHomeStock,
  WAITING_TO_SYNC,
} from './support/offline-cart';
import { CART_PATHS } from '../../core/contract/paths';
import { useNewClinicUser } from './support/clinic-user';
import { siteUrl, waitForServiceWorkerControl } from './support/shop';
import { startShopProcess } from './support/shop-process';
import { keepScreenshot } from './support/screenshots';

// the shop's service worker is part of what this file tests (the suite's browsers go without it)
test.use({ serviceWorkers: 'allow' });

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** One variant of each of `count` different products, cheapest first. */
function differentProducts(items: Buyable[], count: number): Buyable[] {
  const picked: Buyable[] = [];
  for (const item of items) if (!picked.some((p) => p.handle === item.handle)) picked.push(item);
  expect(picked.length, `${count} buyable products`).toBeGreaterThanOrEqual(count);
  return picked.slice(0, count);
}

/** Opens the shop once online so the worker controls the page and has the pages of `items` cached. */
async function visitOnline(page: Page, url: ShopUrl, items: Buyable[]) {
  await page.goto(url('/'));
  await waitForServiceWorkerControl(page);
  for (const item of items) await cardAt(page, url, item);
}

/** Adds `item` from its card `times` times (each click is one queued change), closing the modal each time. */
async function addFromCard(page: Page, url: ShopUrl, item: Buyable, times = 1) {
  const card = await cardAt(page, url, item);
  for (let i = 0; i < times; i++) {
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    const modal = addedModal(page);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(modal).toHaveCount(0);
  }
}

for (const site of ['DTC', 'HPSF'] as const) {
  test.describe(`${site} offline cart`, () => {
    const url: ShopUrl = (path) => siteUrl(site, path);
    // §2: a staff-feeding guest is sent to the login; HPSF tests shop as a fresh clinic user
    useNewClinicUser(site === 'HPSF');

    test('three items added offline survive a reload and reach the server exactly once when back online', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const items = differentProducts(await buyableVariants(request, site), 3);
      await visitOnline(page, url, items);

      await context.setOffline(true);
      for (const item of items) await addFromCard(page, url, item);
      await page.reload();
      await openCartAt(page, url);
      for (const item of items) {
        const line = cartLine(page, item);
        await expect(line).toBeVisible();
        await expect(line.getByText(WAITING_TO_SYNC)).toBeVisible();
      }
      // The optimistic cart prices as the server will: no Program Discount for a DTC guest; the
      // HPSF clinic user (of a VET_CLINIC) has it offline too.
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await expect(summary.getByText('Subtotal Before Savings', { exact: true })).toBeVisible();
      await expect(summary.getByText('Program Discount', { exact: true })).toHaveCount(site === 'HPSF' ? 1 : 0);
      expect(await outboxCounts(page)).toEqual({ pending: 4, refused: 0 }); // create-cart and three adds
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await page.evaluate(() => window.scrollTo(0, 0));
        await keepScreenshot(page, `${site}-${name}-waiting-to-sync`);
      }
      const cartId = await cartIdOf(context);
      expect(await serverCartLines(context, url(''), cartId)).toBeNull(); // nothing reached the server yet

      await context.setOffline(false);
      await expect(page.getByText(WAITING_TO_SYNC)).toHaveCount(0, { timeout: 20_000 });
      expect(await outboxCounts(page)).toEqual({ pending: 0, refused: 0 });
      expect(lineList(await serverCartLines(context, url(''), cartId))).toEqual(lineList(items.map((i) => ({ sku: i.sku, quantity: 1 }))));
      for (const item of items) await expect(cartLine(page, item)).toBeVisible();
    });
  });
}

test.describe('DTC offline cart, 100 queued changes', () => {
  const url: ShopUrl = (path) => siteUrl('DTC', path);

  test('100 quantity changes made offline are replayed in order, each once', async ({ page, context, request }) => {
    test.setTimeout(180_000); // 100 clicks, each waiting for the cart to show it
    const [item] = differentProducts(await buyableVariants(request, 'DTC'), 1);
    await visitOnline(page, url, [item]);
    await addFromCard(page, url, item);
    await openCartAt(page, url);
    const line = cartLine(page, item);
    await expect(line.getByText(WAITING_TO_SYNC)).toHaveCount(0, { timeout: 20_000 });

    await context.setOffline(true);
    const quantity = line.getByRole('textbox');
    let current = 1;
    const click = async (direction: 1 | -1) => {
      await line.getByRole('button', { name: direction === 1 ? 'Increase quantity' : 'Decrease quantity' }).click();
      current += direction;
      await expect(quantity).toHaveValue(String(current));
    };
    // Five times up to the cap of 10 and back to 1 (90 changes), then up to 10 and one down: 9.
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 9; i++) await click(1);
      for (let i = 0; i < 9; i++) await click(-1);
    }
    for (let i = 0; i < 9; i++) await click(1);
    await click(-1);
    // The quantity shows at once; its queued change is written to IndexedDB a moment later.
    await expect.poll(() => outboxCounts(page)).toEqual({ pending: 100, refused: 0 });
    await expect(line.getByText(WAITING_TO_SYNC)).toBeVisible();
    const cartId = await cartIdOf(context);

    // The offline goal: 100 queued changes replayed in under 5 s. Measured from the reconnect to an empty
    // queue: 2 to 3 s here alone, 5.7 s once beside another worker on this 2-core machine. The 5 s
    // goal is held by `npm run bench -- offline` (a quiet run, figure next to its baseline); here a
    // bound three times the goal still catches a replay that waits per entry or runs twice.
    const started = Date.now();
    await context.setOffline(false);
    await expect.poll(async () => (await outboxCounts(page)).pending, { timeout: 30_000, intervals: [50] }).toBe(0);
    const elapsed = Date.now() - started;
    console.log(`100 queued cart changes replayed in ${elapsed} ms (goal: under 5000 ms)`);
    expect(elapsed, '100 queued changes replayed without per-entry waits').toBeLessThan(15_000);
    expect(await serverCartLines(context, url(''), cartId)).toEqual([{ sku: item.sku, quantity: 9 }]);
    await expect(line.getByText(WAITING_TO_SYNC)).toHaveCount(0);
    await expect(quantity).toHaveValue('9');
  });
});

test.describe('DTC offline cart against a server the test stops and starts', () => {
  test.describe.configure({ mode: 'serial' });
  let server: OwnShopServer;
  const url: ShopUrl = (path) => server.url('DTC', path);

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startShopProcess();
  });
  test.afterAll(async () => {
    await server?.dispose();
  });

  test('a server killed in the middle of a replay and started again: no change lost, none applied twice', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    const items = differentProducts(await buyableVariants(request, 'DTC'), 4);
    await visitOnline(page, url, items);
    await context.setOffline(true);
    for (const item of items) await addFromCard(page, url, item, 3);
    expect(await outboxCounts(page)).toEqual({ pending: 13, refused: 0 }); // create-cart and 12 adds of one unit
    const cartId = await cartIdOf(context);
    const expected = lineList(items.map((i) => ({ sku: i.sku, quantity: 3 })));

    // The replay's 13 writes can all be answered between the poll below and the kill, so they are
    // held: the first three go through, the fourth waits until the server is dead, and the kill
    // always lands mid-replay. The service worker sends them (page.route does not see a worker's
    // requests, context.route does in Chromium).
    const writePaths: string[] = [CART_PATHS.createCart, CART_PATHS.addCartLineItems];
    const passedBeforeKill = 3;
    let writes = 0;
    let releaseHeld: () => void = () => undefined;
    const killed = new Promise<void>((resolve) => {
      releaseHeld = resolve;
    });
    await context.route(
      (u) => writePaths.includes(u.pathname),
      async (route) => {
        if (route.request().method() === 'POST' && ++writes > passedBeforeKill) await killed;
        await route.continue();
      },
    );

    await context.setOffline(false);
    await expect.poll(() => writes, { message: 'the replay reached its held write', timeout: 20_000 }).toBeGreaterThan(passedBeforeKill);
    let seenAtKill = 0;
    await expect
      .poll(
        async () => {
          const lines = await serverCartLines(context, url(''), cartId).catch(() => null);
          seenAtKill = (lines ?? []).reduce((sum, l) => sum + l.quantity, 0);
          return seenAtKill > 0;
        },
        { timeout: 20_000, intervals: [5] },
      )
      .toBe(true);
    await server.kill();
    releaseHeld(); // the held write now meets a dead server, as one sent at the kill would
    expect(seenAtKill, 'the server was killed before the replay ended').toBeLessThan(12);
    expect((await outboxCounts(page)).pending).toBeGreaterThan(0);

    await server.start();
    await expect.poll(async () => (await outboxCounts(page)).pending, { timeout: 150_000, intervals: [500] }).toBe(0);
    expect(lineList(await serverCartLines(context, url(''), cartId))).toEqual(expected);
    await openCartAt(page, url);
    for (const item of items) await expect(cartLine(page, item).getByRole('textbox')).toHaveValue('3');
    await expect(page.getByText(WAITING_TO_SYNC)).toHaveCount(0);
  });

  test('a change the server refuses (the variant sold out while offline) is shown with its reason until dismissed', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    const [soldOut, kept] = differentProducts(await buyableVariants(request, 'DTC'), 6).slice(4);
    await visitOnline(page, url, [soldOut, kept]);
    await context.setOffline(true);
    await addFromCard(page, url, soldOut);
    await addFromCard(page, url, kept);

    // Meanwhile the warehouse sells out: the server is stopped, its stock changed, started again.
    await server.stop();
    await setHomeStock(server, soldOut.sku, 0);
    await server.start();
    await context.setOffline(false);
    await openCartAt(page, url);
    const refusal = page.getByRole('region', { name: 'Cart changes not accepted' }).getByRole('alert');
    await expect(refusal).toHaveText(
      new RegExp(`Not added to your cart: ${literal(soldOut.title)} \\(${literal(soldOut.size)}\\) is out of stock`),
      { timeout: 20_000 },
    );
    await expect(cartLine(page, kept)).toBeVisible();
    await expect(cartLine(page, soldOut)).toHaveCount(0);
    await expect(page.getByText(WAITING_TO_SYNC)).toHaveCount(0);
    expect(await outboxCounts(page)).toEqual({ pending: 0, refused: 1 });
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, `DTC-${name}-refused-change`);
    }

    await page.reload(); // a refusal stays until the shopper has seen it and says so
    await expect(refusal).toBeVisible();
    await refusal.getByRole('button', { name: 'Dismiss' }).click();
    await expect(refusal).toHaveCount(0);
    await expect.poll(() => outboxCounts(page)).toEqual({ pending: 0, refused: 0 });
  });
});

/** A string as a literal inside a RegExp. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
