import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type Page } from '@playwright/test';
import { E2E_URLS } from '../../../playwright.config';
import { CHROMIUM_LAUNCH } from '../../support/chromium';

export type Site = 'DTC' | 'HPSF';
export const SITE_NAMES: Record<Site, string> = {
  DTC: 'Vitalis Pet Nutrition Shop',
  HPSF: 'Vitalis Professional Staff Feeding',
};

/** Base URL of a storefront. */
export const siteUrl = (site: Site, path = '/') => `${site === 'DTC' ? E2E_URLS.dtc : E2E_URLS.hpsf}${path}`;

/** Waits until the service worker controls the page (reloading once if it installed after load). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  }
}

/** Chromium's own verdict on installability (DevTools protocol); [] means installable. */
export async function installabilityErrors(page: Page): Promise<unknown[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return installabilityErrors;
}

/** Takes the page offline through the browser context. */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

/** The document title once the app has set it. */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect(page).toHaveTitle(title);
}

/**
 * A browser profile on disk, as an installed app has: Chromium refuses to call an incognito
 * context installable, and Playwright's default contexts are incognito.
 */
export async function withInstalledProfile<T>(work: (context: BrowserContext, page: Page) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_LAUNCH.executablePath,
    args: CHROMIUM_LAUNCH.args,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    return await work(context, page);
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  }
}
