/**
 * Product reviews in real Chromium (§2, §8): without functional consent the area says why, and
 * 'here' opens the cookie preferences; with it the provider's script shows the average, the count,
 * the sorted list and, for a signed-in buyer, the form whose review then shows first. Staff
 * feeding shows no reviews. The areas are audited with axe on a phone and a desktop.
 */
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoViolations, VIEWPORTS } from './support/axe';
import { signInNewClinicUser } from './support/clinic-user';
import { acceptCookieCategories, cookiePreferencesDialog } from './support/consent';
import { DEMO, signInThroughApi } from './support/identity';
import { boughtProductHandle, DECLINED_MESSAGE, reviewsList, reviewsRegion } from './support/reviews';
import { siteUrl } from './support/shop';
import { keepScreenshot } from './support/screenshots';

const handle = boughtProductHandle();
// pages and the reviews script come slower on a loaded machine
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** The reviews region on a phone and a desktop, for people to look at. */
async function screenshotRegion(page: Page, name: string): Promise<void> {
  for (const [device, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    // in the middle of the screen: at its top the sticky header would cover it in the picture
    await reviewsRegion(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await keepScreenshot(reviewsRegion(page), `${name}-${device}`);
  }
  await page.setViewportSize(VIEWPORTS.phone);
}

test('declined functional cookies: the §8 message, no reviews script, and "here" opens the preferences', async ({ page }) => {
  const scriptRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/reviews\/widget\.js|\/api\/reviews\//.test(request.url())) scriptRequests.push(request.url());
  });
  await page.goto(siteUrl('DTC', `/products/${handle}`));
  const region = reviewsRegion(page);
  await expect(region.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  await expect(region.getByText(DECLINED_MESSAGE)).toBeVisible();
  await expect(region.getByText(DECLINED_MESSAGE)).toHaveText(DECLINED_MESSAGE);
  await expectNoViolations(page, 'reviews declined');
  await screenshotRegion(page, 'reviews-declined');
  await region.getByRole('button', { name: 'here' }).click();
  await expect(cookiePreferencesDialog(page)).toBeVisible();
  expect(scriptRequests).toEqual([]);
});

test('accepted: average, count and sorted list; a signed-in buyer writes a review and sees it', async ({ page }) => {
  test.slow(); // a product page, two pages of reviews, a sign-in and a review written and read back
  await page.goto(siteUrl('DTC', `/products/${handle}`));
  await acceptCookieCategories(page, ['functional']);
  const region = reviewsRegion(page);
  await expect(region.getByRole('img', { name: /^\d(\.\d)? out of 5$/ })).toBeVisible();
  await expect(region.getByText('10 reviews')).toBeVisible();
  await expect(reviewsList(page).getByRole('listitem')).toHaveCount(5);
  await expect(region.getByText('Page 1 of 2')).toBeVisible();
  await expect(region.getByText(/^Sign in to write a review\./)).toBeVisible();

  await region.getByLabel('Sort reviews by').selectOption('lowest');
  await expect(reviewsList(page).getByRole('listitem').first().getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  await region.getByLabel('Sort reviews by').selectOption('highest');
  await expect(reviewsList(page).getByRole('listitem').first().getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await region.getByRole('button', { name: 'Next page' }).click();
  await expect(region.getByText('Page 2 of 2')).toBeVisible();

  await signInThroughApi(page.context(), 'DTC', DEMO.shopper.email, DEMO.shopper.password);
  await page.goto(siteUrl('DTC', `/products/${handle}`));
  const form = region.getByRole('region', { name: 'Write a review' });
  await expect(form.getByRole('button', { name: 'Post review' })).toBeVisible();
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Title is required.')).toBeVisible();
  await form.getByLabel('4 stars').check();
  await form.getByLabel('Title').fill('Our tabby finally eats her dinner');
  await form
    .getByLabel('Your review', { exact: true })
    .fill('She used to leave half the tray. Now the bowl is clean within minutes, and no upset tummy.');
  await form.getByLabel('Nickname (shown with your review)').fill('TabbyFan');
  await expectNoViolations(page, 'reviews with the form');
  await screenshotRegion(page, 'reviews-with-form');

  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(region.getByText('Thank you! Your review is posted.')).toBeVisible();
  const mine = reviewsList(page).getByRole('listitem').first();
  await expect(mine.getByRole('heading', { name: 'Our tabby finally eats her dinner' })).toBeVisible();
  await expect(mine.getByText('Verified buyer')).toBeVisible();
  await expect(mine.getByText('TabbyFan')).toBeVisible();
  await expect(region.getByText('11 reviews')).toBeVisible();
  await screenshotRegion(page, 'reviews-after-writing');
  // the server has it too: a second review of the product is refused
  const again = await page.request.get(siteUrl('DTC', `/api/reviews/products/${await productIdOf(page)}/eligibility`));
  expect((await again.json()).reason).toBe('alreadyReviewed');
});

test('product cards show the star average and count once functional cookies are accepted', async ({ page }) => {
  const summaryCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/reviews/summaries')) summaryCalls.push(request.url());
  });
  await page.goto(siteUrl('DTC', '/products'));
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Rated \d(\.\d)? out of 5$/ })).toHaveCount(0);
  expect(summaryCalls).toEqual([]);
  await acceptCookieCategories(page, ['functional']);
  await expect(page.getByRole('img', { name: /^Rated \d(\.\d)? out of 5$/ }).first()).toBeVisible();
  expect(summaryCalls.length).toBeGreaterThanOrEqual(1);
  await expectNoViolations(page, 'product list with ratings');
});

test('staff feeding (HPSF) shows no reviews, even with functional cookies accepted', async ({ page, context }) => {
  await signInNewClinicUser(context);
  await page.goto(siteUrl('HPSF', `/products/${handle}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await acceptCookieCategories(page, ['functional']);
  await expect(page.getByRole('heading', { name: 'Reviews', exact: true })).toHaveCount(0);
  await expect(reviewsRegion(page)).toHaveCount(0);
  await expect(page.getByText(DECLINED_MESSAGE)).toHaveCount(0);
});

/** The product id the page's reviews area names. */
async function productIdOf(page: Page): Promise<string> {
  return (await reviewsRegion(page).getAttribute('data-product-id')) ?? '';
}
