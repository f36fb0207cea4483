// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocationStore } from '../../../web/features/location/location-store';
import { makeProduct, makeVariant } from '../../core/catalogue/fixtures';
import { installAppTestHooks, renderApp } from '../support/render-app';
import { mockCatalogueApi } from '../catalogue/support/catalogue-api';

installAppTestHooks();
beforeEach(() => {
  useLocationStore.getState().forget();
});

describe('search page', () => {
  it("lists matching products (typos forgiven) and pushes the 'search' event", async () => {
    mockCatalogueApi();
    renderApp('/search?search=chiken');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for "chiken"' })).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Products' });
    await waitFor(() => expect(within(results).getAllByRole('article').length).toBeGreaterThan(0));
    expect(within(results).getByRole('article', { name: 'Adult Chicken & Barley Dry Dog Food' })).toBeTruthy();
    expect(window.dataLayer).toContainEqual({ event: 'search', search_term: 'chiken' });
    await waitFor(() => expect(document.title).toBe('Search Results | Vitalis Pet Nutrition Shop'));
  });

  it('shows suggestions and popular products when nothing matches', async () => {
    const popular = makeProduct({ title: 'Popular Puppy Food' });
    mockCatalogueApi({ suggestions: { suggestions: ['salmon', 'senior'], products: [popular] } });
    const { router } = renderApp('/search?search=zzzqqq');
    expect(await screen.findByRole('heading', { name: 'No results for "zzzqqq"' })).toBeTruthy();
    expect(window.dataLayer).toContainEqual({ event: 'search', search_term: 'zzzqqq' });
    const suggestion = await screen.findByRole('link', { name: 'salmon' });
    expect(suggestion.getAttribute('href')).toBe('/search?search=salmon');
    expect(await screen.findByRole('article', { name: 'Popular Puppy Food' })).toBeTruthy();
    fireEvent.click(suggestion);
    await waitFor(() => expect(router.state.location.search).toBe('?search=salmon'));
    await waitFor(() => expect(window.dataLayer).toContainEqual({ event: 'search', search_term: 'salmon' }));
  });

  it("a search for a sku shows that product's card with the sku's size chosen, not the first (§2)", async () => {
    const product = makeProduct({
      title: 'Adult Lamb Dry Dog Food',
      variants: [makeVariant({ sku: 'LAMB-4', weight: 4 }), makeVariant({ sku: 'LAMB-30', weight: 30 })],
    });
    mockCatalogueApi({ products: [product] });
    renderApp('/search?search=LAMB-30');
    const card = await screen.findByRole('article', { name: 'Adult Lamb Dry Dog Food' });
    expect(within(card).getByRole('button', { name: '30 lb' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(card).getByRole('button', { name: '4 lb' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(card).getByRole('link', { name: 'Adult Lamb Dry Dog Food' }).getAttribute('href')).toContain('?sku=LAMB-30');
  });

  it('filters search results through the URL', async () => {
    mockCatalogueApi();
    const { router } = renderApp('/search?search=chicken');
    const checkbox = await screen.findByRole('checkbox', { name: /^Cat \(/ });
    fireEvent.click(checkbox);
    await waitFor(() => expect(router.state.location.search).toBe('?search=chicken&filter=species:cat'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Products' }))
          .getAllByRole('article')
          .map((a) => a.getAttribute('aria-label')),
      ).toEqual(['Kitten Tender Chicken Wet Cat Food']),
    );
  });
});
