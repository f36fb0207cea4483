// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocationStore } from '../../../web/features/location/location-store';
import { makeProduct, makeVariant } from '../../core/catalogue/fixtures';
import { signInStaffForTest } from '../identity/signed-in';
import { installAppTestHooks, renderApp } from '../support/render-app';
import { mockCatalogueApi, requestedUrls } from './support/catalogue-api';

installAppTestHooks();
beforeEach(() => {
  useLocationStore.getState().forget();
});

const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Products' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('product list pages', () => {
  it("/products lists every listable product, titled 'Shop All Pet Food'", async () => {
    mockCatalogueApi();
    renderApp('/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeTruthy();
    await waitFor(() => expect(cardTitles()).toHaveLength(7));
    expect(cardTitles()).not.toContain('Draft Chicken Recipe');
    expect(cardTitles()).not.toContain('k/d Kidney Care Chicken Dry Dog Food'); // HPSF only
    await waitFor(() => expect(document.title).toBe('Shop All Pet Food | Vitalis Pet Nutrition Shop'));
  });

  it('reads species and category from the path, with filter groups, counts and selected chips', async () => {
    const fetchMock = mockCatalogueApi();
    renderApp('/products/dog/dry-food');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dry Dog Food' })).toBeTruthy();
    await waitFor(() =>
      expect(cardTitles()).toEqual([
        'Adult Chicken & Barley Dry Dog Food',
        'Puppy Lamb Meal & Rice Dry Dog Food',
        'Large Breed Adult Turkey Dry Dog Food',
      ]),
    );
    await waitFor(() => expect(document.title).toBe('Dry Dog Food | Vitalis Pet Nutrition Shop'));
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getByRole('checkbox', { name: /Dry Food/ })).toHaveProperty('checked', true);
    expect(within(filters).getByRole('checkbox', { name: 'Puppy (1)' })).toBeTruthy();
    // Cat-only options and options with no products are not offered.
    expect(within(filters).queryByRole('checkbox', { name: /Kitten/ })).toBeNull();
    expect(within(filters).queryByRole('checkbox', { name: /Salmon/ })).toBeNull();
    expect(within(filters).getByRole('link', { name: 'Remove filter: Dry Food' }).getAttribute('href')).toBe('/products/dog');
    expect(within(filters).getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe('/products');
    const listCall = requestedUrls(fetchMock).find((u) => u.pathname === '/api/cms/v1.0/get-filtered-products')!;
    expect(JSON.parse(listCall.searchParams.get('filters')!)).toEqual([
      { field: 'species', value: 'dog' },
      { field: 'food_form', value: 'dry-food' },
    ]);
  });

  it('clicking a filter puts it in the URL, and Back restores the previous selection', async () => {
    mockCatalogueApi();
    const { router } = renderApp('/products/dog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dog Food' })).toBeTruthy();
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    fireEvent.click(screen.getByRole('checkbox', { name: /Dry Food/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/dog/dry-food'));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Puppy \(/ }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/products/dog/puppy?filter=food-form:dry-food'),
    );
    await waitFor(() => expect(cardTitles()).toEqual(['Puppy Lamb Meal & Rice Dry Dog Food']));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(screen.getByRole('checkbox', { name: /^Puppy \(/ })).toHaveProperty('checked', false);
  });

  it('changes the sort through the URL', async () => {
    mockCatalogueApi();
    const { router } = renderApp('/products/dog');
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-asc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-asc'));
    await waitFor(() => expect(cardTitles()[0]).toBe('Beef Jerky Dog Treats'));
  });

  it('paginates with links that keep the selection and sort', async () => {
    const products = Array.from({ length: 30 }, (_, i) =>
      makeProduct({ title: `Dog Food ${String(i + 1).padStart(2, '0')}`, rank: i + 1, facets: { species: ['dog'] } }),
    );
    mockCatalogueApi({ products });
    const { router } = renderApp('/products/dog?sort=title-asc');
    await waitFor(() => expect(cardTitles()).toHaveLength(24));
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title-asc&page=2'));
    await waitFor(() => expect(cardTitles()).toEqual(products.slice(24).map((p) => p.title)));
  });

  it("shows 'Page Not Found: {path}' for a category the storefront does not have", async () => {
    mockCatalogueApi();
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React Router reports the caught error
    renderApp('/products/dog/kibble-of-the-moon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /products/dog/kibble-of-the-moon' })).toBeTruthy();
  });

  it('shows HPSF-only options to staff feeding and not to shoppers', async () => {
    mockCatalogueApi({ site: 'HPSF' });
    signInStaffForTest();
    renderApp('/products/dog', { siteCode: 'HPSF' });
    await waitFor(() => expect(cardTitles()).toContain('k/d Kidney Care Chicken Dry Dog Food'));
    expect(screen.getByRole('checkbox', { name: /Kidney Care/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Treats/ })).toBeNull();
  });

  it('offers a retry when the list cannot load', async () => {
    mockCatalogueApi({ failing: ['/api/cms/v1.0/get-filtered-products'] });
    renderApp('/products');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

/** A dog food sold in bags of two flavors and in cans: every listing detail can pick a variant of it. */
function mixedFood() {
  const size = (weight: number, unit: 'lb' | 'oz', flavor: string) => [
    { name: 'Size' as const, value: `${weight} ${unit}` },
    { name: 'Flavor' as const, value: flavor },
  ];
  return makeProduct({
    id: 'mixed',
    title: 'Adult Favourites Dog Food',
    facets: { species: ['dog'], food_form: ['dry-food', 'wet-food'], flavor: ['chicken', 'lamb'] },
    variants: [
      makeVariant({ sku: 'MX-5', flavor: 'Chicken & Barley', weight: 5, selectedOptions: size(5, 'lb', 'Chicken & Barley') }),
      makeVariant({ sku: 'MX-15', flavor: 'Chicken & Barley', weight: 15, selectedOptions: size(15, 'lb', 'Chicken & Barley') }),
      makeVariant({ sku: 'MX-30', flavor: 'Lamb & Rice', weight: 30, selectedOptions: size(30, 'lb', 'Lamb & Rice') }),
      makeVariant({
        sku: 'MX-13',
        flavor: 'Chicken Stew',
        weight: 13,
        weightUnit: 'oz',
        packType: 'can',
        selectedOptions: size(13, 'oz', 'Chicken Stew'),
      }),
    ],
  });
}

/** The size pill pressed on the card, and the sku its product link carries. */
async function shownVariant() {
  const card = await screen.findByRole('article', { name: 'Adult Favourites Dog Food' });
  const pressed = within(card)
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);
  const href = within(card).getByRole('link', { name: 'Adult Favourites Dog Food' }).getAttribute('href')!;
  return { pressed, sku: new URL(href, 'http://x').searchParams.get('sku') };
}

describe('the variant a list URL picks on its cards (§2)', () => {
  it.each([
    ['no detail: the first in-stock variant', '/products/dog', '5 lb', 'MX-5'],
    ['a weight segment picks that size', '/products/dog/weight/15lb', '15 lb', 'MX-15'],
    ['a weight segment in lbs', '/products/dog/weight/30lbs', '30 lb', 'MX-30'],
    ['a flavor segment picks a variant whose flavor label contains it', '/products/dog/flavor/lamb', '30 lb', 'MX-30'],
    ['a wet-food segment picks the canned variant', '/products/dog/food-form/wet-food', '13 oz', 'MX-13'],
    ['?sku= picks its variant', '/products/dog?sku=MX-15', '15 lb', 'MX-15'],
    ['?sku= beats the detail segment', '/products/dog/food-form/dry-food?sku=MX-30', '30 lb', 'MX-30'],
  ])('%s', async (_name, path, size, sku) => {
    mockCatalogueApi({ products: [mixedFood()] });
    renderApp(path);
    await waitFor(async () => expect(await shownVariant()).toEqual({ pressed: [size], sku }));
  });

  it('a dry-food segment skips to the first bag even when a can is listed first', async () => {
    const product = mixedFood();
    mockCatalogueApi({ products: [{ ...product, variants: [product.variants[3], ...product.variants.slice(0, 3)] }] });
    renderApp('/products/dog/food-form/dry-food');
    await waitFor(async () => expect(await shownVariant()).toEqual({ pressed: ['5 lb'], sku: 'MX-5' }));
  });

  it('following a link to another weight moves the card to that size', async () => {
    mockCatalogueApi({ products: [mixedFood()] });
    const { router } = renderApp('/products/dog/weight/5lb');
    await waitFor(async () => expect((await shownVariant()).sku).toBe('MX-5'));
    await act(() => router.navigate('/products/dog/weight/15lb'));
    await waitFor(async () => expect(await shownVariant()).toEqual({ pressed: ['15 lb'], sku: 'MX-15' }));
  });
});
