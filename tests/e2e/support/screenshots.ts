import { type Page, test } from '@playwright/test';
import { VIEWPORTS } from './axe';

/**
 * Full-page screenshots of the page as it stands, on a phone and on a desktop (the screens every
 * page is audited on), named `{name}-{device}.png` under the running test's output folder, for
 * people to look at. Scrolled to the top, where the sticky header sits as a person sees it; the
 * viewport is put back as it was.
 */
export async function screenshotPhoneAndDesktop(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const [device, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath(`${name}-${device}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
