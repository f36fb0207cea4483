// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../web/app/AppProviders';
import { PageHead } from '../../../../web/app/page-head/PageHead';
import { DEFAULT_DESCRIPTION } from '../../../../web/app/page-head/page-description';
import { PageOriginContext } from '../../../../web/app/page-head/page-origin';
import { RouteTitleContext } from '../../../../web/app/page-head/route-title';
import { useBreadcrumbStore } from '../../../../web/features/breadcrumbs/breadcrumb-store';
import { useLocationStore } from '../../../../web/features/location/location-store';
import { makeProduct, makeVariant } from '../../../core/catalogue/fixtures';
import { mockCatalogueApi } from '../../catalogue/support/catalogue-api';
import { mockContentApi } from '../../support/content-api';
import { installAppTestHooks, renderApp } from '../../support/render-app';

installAppTestHooks();
beforeEach(() => {
  // React adds its <title> ahead of any other (the shell's, or the one `document.title = ''` made):
  // without them, the head holds the page's tags alone
  for (const title of document.head.querySelectorAll('title')) title.remove();
  localStorage.clear();
  useBreadcrumbStore.getState().dispatch({ type: 'reset' });
  useLocationStore.getState().forget();
});

const SHOP = 'Vitalis Pet Nutrition Shop';

/** The content of the head's <meta> of that name or property. */
const meta = (key: string) => document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const structuredData = (type: string) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? ''))
    .find((data) => data['@type'] === type);

/** `head` alone, at `path`, under a known origin and route title. */
function renderHead(head: ReactNode, { path = '/', routeTitle }: { path?: string; routeTitle?: string } = {}) {
  mockContentApi({ globals: { site_name: SHOP } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders siteCode="DTC" queryClient={queryClient}>
      <PageOriginContext.Provider value="https://shop.example">
        <RouteTitleContext.Provider value={routeTitle}>
          <MemoryRouter initialEntries={[path]}>{head}</MemoryRouter>
        </RouteTitleContext.Provider>
      </PageOriginContext.Provider>
    </AppProviders>,
  );
}

describe('PageHead', () => {
  it("puts the page's title, description, canonical URL and card tags in the document's head", async () => {
    renderHead(<PageHead title="Dry Dog Food" description="Dry food for dogs." canonicalPath="/products/dog/dry-food" />, {
      path: '/products/dog/dry-food?sort=price-asc',
    });
    await waitFor(() => expect(document.title).toBe(`Dry Dog Food | ${SHOP}`));
    expect(meta('description')).toBe('Dry food for dogs.');
    expect(canonical()).toBe('https://shop.example/products/dog/dry-food');
    expect(meta('og:url')).toBe('https://shop.example/products/dog/dry-food');
    expect(meta('og:title')).toBe('Dry Dog Food');
    expect(meta('og:site_name')).toBe(SHOP);
    expect(meta('og:type')).toBe('website');
    expect(meta('og:image')).toBeUndefined();
    expect(meta('twitter:card')).toBe('summary');
    expect(meta('twitter:description')).toBe('Dry food for dogs.');
  });

  it("falls back to the route table's title, the shop's description and the path without its query", async () => {
    renderHead(<PageHead />, { path: '/contact-us/?from=footer', routeTitle: 'Contact Us' });
    await waitFor(() => expect(document.title).toBe(`Contact Us | ${SHOP}`));
    expect(meta('description')).toBe(DEFAULT_DESCRIPTION);
    expect(canonical()).toBe('https://shop.example/contact-us');
  });

  it('has no canonical URL for a page that is not what its address names', async () => {
    renderHead(<PageHead title="404 Error" canonicalPath={null} />, { path: '/no-such-page' });
    await waitFor(() => expect(document.title).toBe(`404 Error | ${SHOP}`));
    expect(canonical()).toBeUndefined();
    expect(meta('og:url')).toBeUndefined();
  });

  it('writes structured data as JSON no product copy can break out of', () => {
    renderHead(<PageHead structuredData={[{ '@type': 'Thing', name: 'A </script><script>alert(1)</script>' }, null]} />);
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].innerHTML).toContain('\\u003c/script>');
    expect(structuredData('Thing').name).toBe('A </script><script>alert(1)</script>');
  });

  it('takes its tags away with the page', async () => {
    const { unmount } = renderHead(<PageHead title="Dog Food" />);
    await waitFor(() => expect(meta('description')).toBe(DEFAULT_DESCRIPTION));
    unmount();
    expect(document.head.querySelector('title, meta[name="description"], link[rel="canonical"]')).toBeNull();
  });
});

const turkeyBag = () =>
  makeProduct({
    handle: 'adult-turkey',
    title: 'Vitalis Nutrition Adult Turkey Recipe Dry Dog Food',
    line: 'Vitalis Nutrition',
    description: 'Real turkey first.',
    descriptionHtml: `<div><p>Real turkey first.</p><p>${'Whole grains and vegetables for everyday health. '.repeat(5)}</p></div>`,
    featuredImage: { url: '/assets/packshots/adult-turkey.png', alt: 'Adult Turkey bag' },
    facets: { species: ['dog'], brand: ['vitalis-nutrition'], lifestage: ['adult-dog'], food_form: ['dry-food'] },
    variants: [
      makeVariant({
        sku: 'AT-4',
        weight: 4,
        variantURL: 'vitalis-nutrition/adult-turkey/turkey-recipe/4lb',
        inStock: false,
        stockLevel: 'out',
      }),
      makeVariant({ sku: 'AT-15', weight: 15, variantURL: 'vitalis-nutrition/adult-turkey/turkey-recipe/15lb' }),
    ],
  });

describe('the head of a product page', () => {
  it('has the product title, its description, one canonical URL, its picture and its Product data', async () => {
    mockCatalogueApi({ products: [turkeyBag()] });
    renderApp('/products/vitalis-nutrition/adult-turkey/turkey-recipe/15lb?sku=AT-15');
    await screen.findByRole('heading', { level: 1, name: 'Vitalis Nutrition Adult Turkey Recipe Dry Dog Food' });
    const origin = window.location.origin;
    await waitFor(() => expect(document.title).toBe(`Vitalis Nutrition Adult Turkey Recipe Dry Dog Food | ${SHOP}`));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    const description = meta('description') ?? '';
    expect(description.startsWith('Real turkey first. Whole grains and vegetables')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(canonical()).toBe(`${origin}/products/adult-turkey`);
    expect(meta('og:type')).toBe('product');
    expect(meta('og:image')).toBe(`${origin}/_ipx/f_webp,fit_contain,w_1200,h_1200/packshots/adult-turkey.png`);
    expect(meta('twitter:card')).toBe('summary_large_image');

    const product = structuredData('Product');
    expect(product).toMatchObject({ '@context': 'https://schema.org', name: 'Vitalis Nutrition Adult Turkey Recipe Dry Dog Food' });
    expect(product.url).toBe(`${origin}/products/adult-turkey`);
    expect(product.offers).toEqual([
      expect.objectContaining({ sku: 'AT-4', price: '20.00', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' }),
      expect.objectContaining({ sku: 'AT-15', price: '20.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' }),
    ]);
    await waitFor(() =>
      expect(structuredData('BreadcrumbList').itemListElement.map((item: { name: string }) => item.name)).toEqual([
        'Home',
        'All Products',
        'Dog',
        'Vitalis Nutrition',
        'Adult',
        'Dry Food',
      ]),
    );
  });
});

describe('the head of a product list', () => {
  it('keeps what decides its products in the canonical URL and lists them as an ItemList', async () => {
    mockCatalogueApi();
    renderApp('/products/dog/dry-food?sort=price-asc&page=1');
    await screen.findByRole('heading', { level: 1, name: 'Dry Dog Food' });
    const origin = window.location.origin;
    await waitFor(() => expect(document.title).toBe(`Dry Dog Food | ${SHOP}`));
    expect(canonical()).toBe(`${origin}/products/dog/dry-food`);
    await waitFor(() => expect(structuredData('ItemList')?.numberOfItems).toBe(3));
    expect(meta('description')).toBe(`Dry Dog Food at ${SHOP}: 3 products.`);
    const items = structuredData('ItemList').itemListElement;
    expect(items.map((item: { position: number }) => item.position)).toEqual([1, 2, 3]);
    expect(items[0].url).toMatch(new RegExp(`^${origin}/products/[a-z0-9-]+$`));
    expect(structuredData('BreadcrumbList').itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'All Products',
      'Dog',
      'Dry Food',
    ]);
  });
});
