import { type Locator, type Page, test } from '@playwright/test';
import { VIEWPORTS } from './axe';

/**
 * Screenshots are for people to look at, and no test reads them: a run on a developer's machine
 * keeps them in each test's output folder, CI (`CI` set) does not, unless `E2E_SCREENSHOTS=1`
 * asks (a full-page capture is a third of a CPU-second; the suite took some two hundred).
 * A failing test leaves its own screenshot either way (playwright.config.ts).
 */
export const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1' || !process.env.CI;

/** `{name}.png` of the page (or one part of it) under the running test's output folder, when this run keeps screenshots. */
export async function keepScreenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  await target.screenshot({ path: test.info().outputPath(`${name}.png`), ...options });
}

/**
 * Full-page screenshots of the page as it stands, on a phone and on a desktop (the screens every
 * page is audited on), named `{name}-{device}.png`. Scrolled to the top, where the sticky header
 * sits as a person sees it; the viewport is put back as it was.
 */
export async function screenshotPhoneAndDesktop(page: Page, name: string): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  const before = page.viewportSize();
  for (const [device, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, `${name}-${device}`, { fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
