// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { breadcrumbStateSchema } from '../../../core/breadcrumbs';
import {
  BREADCRUMB_RECORD,
  loadBreadcrumbState,
  useBreadcrumbStore,
} from '../../../web/features/breadcrumbs/breadcrumb-store';
import { readRecord } from '../../../web/lib/local-db';
import { makeProduct, makeVariant } from '../../core/catalogue/fixtures';
import { installAppTestHooks, renderApp } from '../support/render-app';
import { mockCatalogueApi } from './support/catalogue-api';

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
});
