import { test } from '@playwright/test';
import {
  breadcrumbLabels,
  chooseFilter,
  expect,
  expectProductCount,
  filterGroup,
  filterOption,
  listingProducts,
  measureLayoutShift,
  optionValue,
  productCard,
  productCards,
  productCount,
  resultsRegion,
  selectedFilterLabels,
} from './support/catalogue';
import { signInNewClinicUser, useNewClinicUser } from './support/clinic-user';
import { type Site, siteUrl } from './support/shop';

const SITES: Site[] = ['DTC', 'HPSF'];

for (const site of SITES) {
  const url = (path: string) => siteUrl(site, path);

  test.describe(`${site} catalogue`, () => {
    // §2: a staff-feeding guest is sent to the login; HPSF tests browse as a fresh clinic user
    useNewClinicUser(site === 'HPSF');

    test('filters species → food form → flavor by clicks: shareable URLs, narrowing counts, Back restores', async ({ page }) => {
      await page.goto(url('/products'));
      await expect(page.getByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeVisible();
      const all = await productCount(page);

      const dogs = await chooseFilter(page, 'Species', 'Dog');
      await expect(page).toHaveURL(url('/products/dog'));
      await expect(page.getByRole('heading', { level: 1, name: 'Dog Food' })).toBeVisible();

      const dry = await chooseFilter(page, 'Food Form', 'Dry Food');
      await expect(page).toHaveURL(url('/products/dog/dry-food'));
      await expect(page.getByRole('heading', { level: 1, name: 'Dry Dog Food' })).toBeVisible();

      const chicken = await chooseFilter(page, 'Flavor', 'Chicken');
      await expect(page).toHaveURL(url('/products/dog/dry-food?filter=flavor:chicken'));
      await expect.poll(() => selectedFilterLabels(page)).toEqual(['Dog', 'Dry Food', 'Chicken']);

      expect(all).toBeGreaterThan(dogs);
      expect(dogs).toBeGreaterThan(dry);
      expect(dry).toBeGreaterThan(chicken);
      expect(chicken).toBeGreaterThan(0);
      // Every card left is a chicken recipe.
      const titles = await productCards(page).getByRole('heading').allTextContents();
      expect(titles.length).toBe(Math.min(chicken, titles.length));
      for (const title of titles) expect(title).toMatch(/Chicken/);

      // The URL is shareable: a fresh page opened on it shows the same selection and count.
      const shared = await page.context().newPage();
      await shared.goto(page.url());
      await expectProductCount(shared, chicken);
      await expect.poll(() => selectedFilterLabels(shared)).toEqual(['Dog', 'Dry Food', 'Chicken']);
      await shared.close();

      // Back walks through the previous selections, Forward returns.
      await page.goBack();
      await expect(page).toHaveURL(url('/products/dog/dry-food'));
      await expectProductCount(page, dry);
      await expect(await filterOption(page, 'Food Form', 'Dry Food')).toBeChecked();
      await expect(await filterOption(page, 'Flavor', 'Chicken')).not.toBeChecked();
      await expect.poll(() => selectedFilterLabels(page)).toEqual(['Dog', 'Dry Food']);

      await page.goBack();
      await expect(page).toHaveURL(url('/products/dog'));
      await expectProductCount(page, dogs);
      await expect(await filterOption(page, 'Food Form', 'Dry Food')).not.toBeChecked();

      await page.goBack();
      await expect(page).toHaveURL(url('/products'));
      await expectProductCount(page, all);

      await page.goForward();
      await expect(page).toHaveURL(url('/products/dog'));
      await expectProductCount(page, dogs);
    });

    test('filters species → food form → flavor by URL', async ({ page }) => {
      await page.goto(url('/products/dog'));
      const dogs = await productCount(page);
      const dryOption = await filterOption(page, 'Food Form', 'Dry Food');
      await expect(dryOption).not.toBeChecked();

      // Both spellings of the food form (option slug and three-segment 'food-form') give the same list.
      await page.goto(url('/products/dog/food-form/dry-food'));
      await expect(page.getByRole('heading', { level: 1, name: 'Dry Dog Food' })).toBeVisible();
      const dry = await productCount(page);
      await page.goto(url('/products/dog/dry-food'));
      await expectProductCount(page, dry);
      await expect(await filterOption(page, 'Food Form', 'Dry Food')).toBeChecked();
      expect(dry).toBeLessThan(dogs);

      const chickenOption = await filterOption(page, 'Flavor', 'Chicken');
      const chickenCount = Number(/\((\d+)\)/.exec((await chickenOption.evaluate((el) => el.closest('label')?.textContent)) ?? '')?.[1]);
      await page.goto(url('/products/dog/dry-food?filter=flavor:chicken'));
      await expectProductCount(page, chickenCount);
      await expect.poll(() => selectedFilterLabels(page)).toEqual(['Dog', 'Dry Food', 'Chicken']);
      expect(chickenCount).toBeLessThan(dry);

      // The flavor three-segment form: every dog product whose flavor contains 'chicken'.
      await page.goto(url('/products/dog/flavor/chicken'));
      await expect(page.getByRole('heading', { level: 1, name: 'Chicken Dog Food' })).toBeVisible();
      const anyChicken = await productCount(page);
      expect(anyChicken).toBeGreaterThanOrEqual(chickenCount);
      expect(anyChicken).toBeLessThan(dogs);
    });

    test("search with a typo ('chiken') finds chicken products", async ({ page }) => {
      await page.goto(url('/'));
      await page.getByRole('searchbox', { name: 'Search products' }).fill('chiken');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(url('/search?search=chiken'));
      await expect(page.getByRole('heading', { level: 1, name: 'Search results for "chiken"' })).toBeVisible();
      await expect(productCards(page).first()).toBeVisible();
      expect(await productCount(page)).toBeGreaterThan(0);
      const titles = await productCards(page).getByRole('heading').allTextContents();
      // The best matches lead with chicken recipes.
      for (const title of titles.slice(0, 5)) expect(title).toMatch(/Chicken/);
      expect(titles.filter((t) => /Chicken/.test(t)).length).toBeGreaterThan(titles.length / 2);
    });

    test('search with nonsense shows the no-results page with suggestions', async ({ page }) => {
      await page.goto(url('/search?search=xqzzvbnm'));
      await expect(page.getByRole('heading', { name: 'No results for "xqzzvbnm"' })).toBeVisible();
      await expectProductCount(page, 0);
      await expect(page.getByText('Check the spelling, or try a more general word')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Popular products' })).toBeVisible();
      expect(await productCards(page).count()).toBeGreaterThan(0);

      // Misspelt words with no match get 'Did you mean' links to close words.
      await page.goto(url('/search?search=dgo%20fod'));
      await expect(page.getByRole('heading', { name: 'No results for "dgo fod"' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Did you mean' })).toBeVisible();
      const suggestion = resultsRegion(page).getByRole('link', { name: 'food', exact: true });
      await suggestion.click();
      await expect(page).toHaveURL(url('/search?search=food'));
      await expect(page.getByRole('heading', { level: 1, name: 'Search results for "food"' })).toBeVisible();
      await expect.poll(() => productCount(page)).toBeGreaterThan(0);
    });

    test('product page: ?sku= preselects the variant and switching an option updates ?sku=', async ({ page, request }) => {
      const products = await listingProducts(request, site);
      const product = products.find((p) => p.variants.length >= 3 && p.variants.every((v) => v.inStock));
      expect(product, 'a product with three in-stock sizes').toBeDefined();
      if (!product) return;
      const [first, second, third] = product.variants;
      const sizeOf = (v: typeof first) => optionValue(v, 'Size') ?? '';

      await page.goto(url(`/products/${product.handle}?sku=${second.sku}`));
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      const sizes = page.getByRole('group', { name: /^Size:/ });
      await expect(sizes).toHaveAccessibleName(`Size: ${sizeOf(second)}`);
      await expect(sizes.getByRole('radio', { name: sizeOf(second), exact: true })).toBeChecked();
      await expect(sizes.getByRole('radio', { name: sizeOf(first), exact: true })).not.toBeChecked();
      await expect(page.getByRole('img', { name: `${product.title}, ${sizeOf(second)}` })).toBeVisible();

      await sizes.getByRole('radio', { name: sizeOf(third), exact: true }).check();
      await expect(page).toHaveURL(url(`/products/${product.handle}?sku=${third.sku}`));
      await expect(sizes).toHaveAccessibleName(`Size: ${sizeOf(third)}`);
      await expect(page.getByRole('img', { name: `${product.title}, ${sizeOf(third)}` })).toBeVisible();

      // A card links to /products/{variantURL}?sku={sku}, and that page opens on the card's variant.
      await page.goto(url(`/search?search=${first.sku}`));
      const card = productCard(page, product.title);
      await expect(card).toBeVisible();
      if (site === 'DTC') {
        await card.getByRole('button', { name: sizeOf(second), exact: true }).click();
      } else {
        const sizeSelect = card.getByRole('combobox', { name: 'Size' });
        const labels = await sizeSelect.getByRole('option').allTextContents();
        const label = labels.find((l) => l.startsWith(`${sizeOf(second)} – `));
        expect(label, `dropdown option for ${sizeOf(second)}`).toBeDefined();
        await sizeSelect.selectOption({ label: label ?? '' });
      }
      await card.getByRole('link', { name: product.title }).click();
      await expect(page).toHaveURL(url(`/products/${second.variantURL}?sku=${second.sku}`));
      await expect(page.getByRole('group', { name: /^Size:/ })).toHaveAccessibleName(`Size: ${sizeOf(second)}`);
    });

    test('layout does not shift while images load on /products (CLS < 0.1)', async ({ page }, testInfo) => {
      const { cls, contentCls, shifts } = await measureLayoutShift(page, url('/products'));
      const detail = `CLS ${cls.toFixed(4)} (content ${contentCls.toFixed(4)})\n${shifts.join('\n')}`;
      testInfo.annotations.push({ type: 'layout shifts', description: detail });
      // The whole page, shell included: header, cards, images and filters stay put while content,
      // images and stock arrive.
      expect(cls, detail).toBeLessThan(0.1);
      expect(contentCls, detail).toBeLessThan(0.1);
    });
  });
}

test('scroll positions: a product opens at the top, Back returns to where the list was left', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('DTC', '/products'));
  const cards = productCards(page);
  await expect(cards.nth(11)).toBeVisible();
  const card = cards.nth(10);
  await card.scrollIntoViewIfNeeded();
  await page.waitForTimeout(200); // the position is noted once per frame as the page scrolls
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Where the shopper sees the card: images above it may still grow, and the browser's scroll
  // anchoring then moves the page with them, so the card's place on screen is what must come back
  // (a restore that failed would leave it more than 1000 px away).
  const cardTop = async () => (await card.boundingBox())?.y ?? Number.NaN;
  const seenAt = await cardTop();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\?sku=/); // a product link (§2: /products/{variantURL}?sku={sku})
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(cards.nth(10)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Back may come before every image above has its final size again: within a card's height, the
  // shopper finds the card they left where they left it.
  await expect.poll(async () => Math.abs((await cardTop()) - seenAt)).toBeLessThan(200);
  await expect(card).toBeInViewport();
});

test.describe('storefront differences', () => {
  test('DTC product page crumbs lead back to the filtered list, also after a reload (§4)', async ({ page }) => {
    const list = siteUrl('DTC', '/products/dog/dry-food?filter=flavor:chicken');
    await page.goto(siteUrl('DTC', '/products/dog/dry-food'));
    await chooseFilter(page, 'Flavor', 'Chicken');
    await expect(page).toHaveURL(list);
    const card = productCards(page).first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const allProducts = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All Products' });
    await expect(allProducts).toHaveAttribute('href', '/products/dog/dry-food?filter=flavor:chicken');
    await allProducts.click();
    await expect(page).toHaveURL(list);
    await expect.poll(() => selectedFilterLabels(page)).toEqual(['Dog', 'Dry Food', 'Chicken']);
    // The state lives in IndexedDB: the product page, reloaded, still leads back to that list.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(allProducts).toHaveAttribute('href', '/products/dog/dry-food?filter=flavor:chicken');
    await expect.poll(() => breadcrumbLabels(page)).toContain('Dog');
  });

  test('the prescription line is only on HPSF and the treats line only on DTC', async ({ page, request }) => {
    test.slow(); // both storefronts' listings and product pages, and a clinic user signed up: some 50 s on a 2-core machine
    const dtc = await listingProducts(request, 'DTC');
    const hpsf = await listingProducts(request, 'HPSF');
    expect(dtc.some((p) => p.line === 'Vitalis Snacks')).toBe(true);
    expect(dtc.some((p) => p.line === 'Vitalis Clinical Care')).toBe(false);
    expect(hpsf.some((p) => p.line === 'Vitalis Clinical Care')).toBe(true);
    expect(hpsf.some((p) => p.line === 'Vitalis Snacks')).toBe(false);

    await page.goto(siteUrl('DTC', '/products'));
    const dtcBrands = await filterGroup(page, 'Brand');
    await expect(dtcBrands.getByRole('checkbox', { name: /^Vitalis Snacks \(/ })).toBeVisible();
    await expect(dtcBrands.getByRole('checkbox', { name: /^Vitalis Clinical Care \(/ })).toHaveCount(0);
    await signInNewClinicUser(page.context()); // §2: HPSF pages need a signed-in staff user
    await page.goto(siteUrl('HPSF', '/products'));
    const hpsfBrands = await filterGroup(page, 'Brand');
    await expect(hpsfBrands.getByRole('checkbox', { name: /^Vitalis Clinical Care \(/ })).toBeVisible();
    await expect(hpsfBrands.getByRole('checkbox', { name: /^Vitalis Snacks \(/ })).toHaveCount(0);

    // Each line's product pages exist only on their own storefront.
    const clinical = hpsf.find((p) => p.line === 'Vitalis Clinical Care');
    const treat = dtc.find((p) => p.line === 'Vitalis Snacks');
    await page.goto(siteUrl('HPSF', `/products/${clinical?.handle}`));
    await expect(page.getByRole('heading', { level: 1, name: clinical?.title })).toBeVisible();
    await page.goto(siteUrl('DTC', `/products/${clinical?.handle}`));
    await expect(page.getByText(`Page Not Found: /products/${clinical?.handle}`)).toBeVisible();
    await page.goto(siteUrl('DTC', `/products/${treat?.handle}`));
    await expect(page.getByRole('heading', { level: 1, name: treat?.title })).toBeVisible();
    await page.goto(siteUrl('HPSF', `/products/${treat?.handle}`));
    await expect(page.getByText(`Page Not Found: /products/${treat?.handle}`)).toBeVisible();

    // Search does not leak the other line either.
    await page.goto(siteUrl('HPSF', '/search?search=treats'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article', { name: /^Vitalis Snacks/ })).toHaveCount(0);
    await page.goto(siteUrl('DTC', '/search?search=kidney%20care'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article', { name: /^Vitalis Clinical Care/ })).toHaveCount(0);
  });
});
