/**
 * The shop as operators run it (npm run start:cluster): two processes of the server build on
 * PostgreSQL and Redis behind nginx, which serves the built web app's files itself. A shopper in the
 * browser browses, fills a cart and keeps it across a reload, under the service worker nginx served;
 * the clinic storefront answers on its own port. Runs where PostgreSQL, Redis and nginx are (CI
 * machines have them) and says so when it does not.
 */
import { expect, test } from '@playwright/test';
import { clusterAvailable, nginxAvailable, startTestCluster, type TestCluster } from '../cluster/support';
import { addedModal } from './support/cart';
import { SITE_NAMES, waitForServiceWorkerControl } from './support/shop';

// the shop's service worker is part of what this file tests (the suite's browsers go without it)
test.use({ serviceWorkers: 'allow' });

const DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';
const runnable = clusterAvailable && nginxAvailable;
if (!runnable) console.log('PostgreSQL, Redis or nginx not here — the end-to-end spec of the cluster not run');

test.describe('two shop processes behind nginx, in the browser', () => {
  test.skip(!runnable, 'needs PostgreSQL, Redis and nginx');
  test.describe.configure({ timeout: 240_000 });
  let c: TestCluster;
  // the storefronts by name, as a shopper types them (the consent cookie of the specs is set for localhost)
  const storefront = (base: string) => base.replace('127.0.0.1', 'localhost');

  test.beforeAll(async () => {
    c = await startTestCluster({ builtApp: DIST_DIR });
  });
  test.afterAll(async () => {
    await c?.close();
  });

  test('a shopper fills a cart that survives a reload, with the files and the service worker from nginx', async ({ page }) => {
    const dtc = storefront(c.nginx!.dtc);
    const hashedAssets: (string | null)[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/') && response.url().endsWith('.js')) {
        hashedAssets.push(response.headers()['cache-control'] ?? null);
      }
    });
    await page.goto(`${dtc}/products`);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeVisible();
    const firstCard = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
    await firstCard.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(addedModal(page)).toBeVisible();

    await page.goto(`${dtc}/cart`);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await waitForServiceWorkerControl(page);
    await page.reload();
    await expect(lines).toHaveCount(1);
    expect(hashedAssets.length).toBeGreaterThan(0);
    expect(hashedAssets.every((header) => header === 'public, max-age=31536000, immutable')).toBe(true);

    await page.goto(storefront(c.nginx!.hpsf));
    await expect(page.getByText(SITE_NAMES.HPSF).first()).toBeVisible();
  });
});
