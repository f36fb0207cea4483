// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocationStore } from '../../../web/features/location/location-store';
import { makeProduct } from '../../core/catalogue/fixtures';
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
