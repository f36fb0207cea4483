// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { breadcrumbStateSchema } from '../../../core/breadcrumbs';
import { INITIAL_BREADCRUMB_STATE } from '../../../core/breadcrumbs/state';
import { BREADCRUMB_RECORD, loadBreadcrumbState, useBreadcrumbStore } from '../../../web/features/breadcrumbs/breadcrumb-store';
import { readRecord, writeRecord } from '../../../web/lib/local-db';
import { makeProduct, makeVariant } from '../../core/catalogue/fixtures';
import { signInStaffForTest } from '../identity/signed-in';
import { installAppTestHooks, renderApp } from '../support/render-app';
import { mockCatalogueApi } from '../catalogue/support/catalogue-api';

installAppTestHooks();
beforeEach(() => {
  localStorage.clear();
  useBreadcrumbStore.getState().dispatch({ type: 'reset' });
});

const crumbs = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

const seniorBag = () =>
  makeProduct({
    handle: 'senior-chicken',
    title: 'Senior Chicken Dry Dog Food',
    facets: { species: ['dog'], brand: ['vitalis-nutrition'], lifestage: ['senior-dog'], food_form: ['dry-food'] },
    variants: [makeVariant({ sku: 'SC-1' })],
  });

describe('breadcrumbs', () => {
  it('DTC category list: Home, All Products, species, category', async () => {
    mockCatalogueApi();
    renderApp('/products/dog/dry-food');
    await waitFor(async () =>
      expect(await crumbs()).toEqual([
        ['Home', '/'],
        ['All Products', '/products'],
        ['Dog', '/products/dog'],
        ['Dry Food', '/products/dog/dry-food'],
      ]),
    );
  });

  it('DTC product page: species, brand line, pet age and food form', async () => {
    mockCatalogueApi({ products: [seniorBag()] });
    renderApp('/products/senior-chicken');
    await waitFor(async () =>
      expect((await crumbs()).map(([label]) => label)).toEqual(['Home', 'All Products', 'Dog', 'Vitalis Nutrition', 'Senior', 'Dry Food']),
    );
  });

  it("staff feeding shows 'Catalog' only", async () => {
    mockCatalogueApi({ site: 'HPSF', products: [seniorBag()] });
    signInStaffForTest();
    renderApp('/products/senior-chicken', { siteCode: 'HPSF' });
    await screen.findByRole('heading', { level: 1, name: 'Senior Chicken Dry Dog Food' });
    expect(await crumbs()).toEqual([['Catalog', '/products']]);
  });

  it('keeps the breadcrumb state of §4 in IndexedDB and loads it back', async () => {
    mockCatalogueApi();
    renderApp('/products/dog/dry-food');
    await crumbs();
    await waitFor(async () => {
      const stored = await readRecord(BREADCRUMB_RECORD, breadcrumbStateSchema);
      expect(stored?.currentKind).toBe('CLP');
      expect(stored?.listFilters).toEqual([
        { field: 'species', value: 'dog' },
        { field: 'food_form', value: 'dry-food' },
      ]);
    });
    const before = useBreadcrumbStore.getState().state;
    useBreadcrumbStore.setState({ state: { ...before, currentKind: null, listFilters: [] } });
    await loadBreadcrumbState();
    expect(useBreadcrumbStore.getState().state).toEqual(before);
  });

  it('a load slower than the first page keeps both: the stored list filters and the page reached meanwhile', async () => {
    const listFilters = [{ field: 'flavor', value: 'chicken' }];
    await new Promise((resolve) => setTimeout(resolve, 20)); // the reset's own save lands first
    await writeRecord(BREADCRUMB_RECORD, { ...INITIAL_BREADCRUMB_STATE, currentKind: 'CLP', listFilters });
    useBreadcrumbStore.setState({ state: INITIAL_BREADCRUMB_STATE });
    const loading = loadBreadcrumbState();
    useBreadcrumbStore.getState().dispatch({ type: 'navigated', kind: 'PDP', productId: 'p1' });
    await loading;
    const state = useBreadcrumbStore.getState().state;
    expect(state).toMatchObject({ previousKind: 'CLP', currentKind: 'PDP', lastPdpId: 'p1', listFilters });
    await waitFor(async () => expect(await readRecord(BREADCRUMB_RECORD, breadcrumbStateSchema)).toEqual(state));
  });
});

// §4 filter-clearing rules as the shopper sees them: lists keep their filters in the URL, so a
// breadcrumb click from a product page leads back to the remembered list's URL.
describe('breadcrumb state of §4: the way back to a list', () => {
  const PRODUCT = 'Adult Chicken & Barley Dry Dog Food';
  const dogFood = (handle: string, title: string, flavor: string) =>
    makeProduct({
      id: handle,
      handle,
      title,
      facets: { species: ['dog'], brand: ['vita-core'], lifestage: ['adult-dog'], food_form: ['dry-food'], flavor: [flavor] },
      variants: [makeVariant({ sku: `${handle}-5`, variantURL: handle, flavor })],
    });
  const products = () => [dogFood('adult-chicken', PRODUCT, 'chicken'), dogFood('adult-beef', 'Adult Beef Dry Dog Food', 'beef')];
  // jsdom has no matchMedia; the product page's recommended carousel (Swiper) asks it for breakpoints.
  beforeEach(() => {
    const media = (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} });
    vi.stubGlobal('matchMedia', media);
  });
  const here = (router: ReturnType<typeof renderApp>['router']) => `${router.state.location.pathname}${router.state.location.search}`;
  const openProduct = async () => {
    fireEvent.click((await screen.findAllByRole('link', { name: PRODUCT }))[0]);
    await screen.findByRole('heading', { level: 1, name: PRODUCT });
  };
  const crumbHref = async (label: string) => (await crumbs()).find(([text]) => text === label)?.[1];
  const clickCrumb = async (label: string) => {
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    fireEvent.click(within(nav).getByRole('link', { name: label }));
  };
  const remembered = () => useBreadcrumbStore.getState().state;

  it('a breadcrumb click on a product page brings the list back with its filters', async () => {
    mockCatalogueApi({ products: products() });
    const { router } = renderApp('/products/dog/dry-food?filter=flavor:chicken');
    await openProduct();
    const list = '/products/dog/dry-food?filter=flavor:chicken';
    // the crumbs the list lies within lead back to it; narrower ones keep their own links
    await waitFor(async () => expect(await crumbHref('All Products')).toBe(list));
    expect(await crumbHref('Dog')).toBe(list);
    expect(await crumbHref('Adult')).toBe('/products/dog/vita-core?filter=pet-age:adult-dog');
    await clickCrumb('All Products');
    await waitFor(() => expect(here(router)).toBe(list));
    await screen.findByRole('heading', { level: 1, name: 'Dry Dog Food' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Remove filter: Chicken' })).toBeTruthy());
    expect(remembered()).toMatchObject({
      previousKind: 'PDP',
      currentKind: 'CLP',
      clicked: false,
      lastPdpId: 'adult-chicken',
      listFilters: [
        { field: 'species', value: 'dog' },
        { field: 'food_form', value: 'dry-food' },
        { field: 'flavor', value: 'chicken' },
      ],
    });
  });

  it('reaching a list from a product page another way (header nav) clears the remembered filters', async () => {
    mockCatalogueApi({ products: products() });
    const { router } = renderApp('/products/dog?filter=flavor:chicken');
    await openProduct();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Shop All' }));
    await screen.findByRole('heading', { level: 1, name: 'Shop All Pet Food' });
    await waitFor(() => expect(remembered()).toMatchObject({ previousKind: 'PDP', currentKind: 'PLP', listFilters: [] }));
    await openProduct();
    expect(await crumbHref('All Products')).toBe('/products');
    expect(here(router)).toMatch(/^\/products\/adult-chicken/);
  });

  it.each([
    ['category list → product list', '/products/dog?filter=flavor:chicken', 'All Products', 'Shop All Pet Food', 'PLP'],
    ['product list → category list', '/products?filter=flavor:chicken', 'Shop Dogs', 'Dog Food', 'CLP'],
  ])('%s drops the filters: a product page then leads back to the plain list', async (_, start, link, heading, kind) => {
    mockCatalogueApi({ products: products() });
    renderApp(start);
    await screen.findByRole('link', { name: 'Remove filter: Chicken' });
    fireEvent.click((await screen.findAllByRole('link', { name: link }))[0]);
    await screen.findByRole('heading', { level: 1, name: heading });
    await waitFor(() => expect(remembered().currentKind).toBe(kind));
    expect(remembered().listFilters.some((f) => f.field === 'flavor')).toBe(false);
    await openProduct();
    await waitFor(async () => expect(await crumbHref('All Products')).toBe(kind === 'PLP' ? '/products' : '/products/dog'));
  });

  it('a search is remembered: its query, and its filters for the way back', async () => {
    mockCatalogueApi({ products: products() });
    renderApp('/search?search=chicken&filter=food-form:dry-food');
    await openProduct();
    expect(remembered().searchQuery).toBe('chicken');
    await waitFor(async () => expect(await crumbHref('All Products')).toBe('/products?filter=food-form:dry-food'));
  });

  it("staff feeding: 'Catalog' only, leading back to the list", async () => {
    mockCatalogueApi({ site: 'HPSF', products: products() });
    signInStaffForTest();
    renderApp('/products/dog/dry-food', { siteCode: 'HPSF' });
    await openProduct();
    await waitFor(async () => expect(await crumbs()).toEqual([['Catalog', '/products/dog/dry-food']]));
  });
});
