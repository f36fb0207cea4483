// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

const reloads = vi.hoisted(() => ({ targets: [] as string[], allowed: true }));
vi.mock('../../../../web/lib/page-reload', () => ({
  mayReloadPage: () => reloads.allowed,
  reloadPageTo: (target: string) => reloads.targets.push(target),
}));

const { RouteErrorBoundary } = await import('../../../../web/app/errors/RouteErrorBoundary');

/** A shop with a home page linking to a product list whose chunk is gone (a deploy removed it). */
function renderShop() {
  const ListingPage = lazy(async () => {
    throw new TypeError('Failed to fetch dynamically imported module: https://shop.test/assets/ListingPage-1a2b.js');
  });
  render(
    <MemoryRouter initialEntries={['/']}>
      <RouteErrorBoundary standalone={false}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/" element={<Link to="/products/dog?sort=price#top">Dog food</Link>} />
            <Route path="/products/:species" element={<ListingPage />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

let online = true;
beforeEach(() => {
  reloads.targets = [];
  reloads.allowed = true;
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a page chunk that fails to load during a navigation (§8)', () => {
  it('reloads the target route in full, query and hash included, not the page the shopper left', async () => {
    renderShop();
    act(() => screen.getByRole('link', { name: 'Dog food' }).click());
    await waitFor(() => expect(reloads.targets).toEqual(['/products/dog?sort=price#top']));
  });

  it('shows the error page instead when a reload happened less than 10 s ago', async () => {
    reloads.allowed = false;
    renderShop();
    act(() => screen.getByRole('link', { name: 'Dog food' }).click());
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(reloads.targets).toEqual([]);
  });

  it('offline, says the page is not available offline and reloads once the connection returns', async () => {
    online = false;
    renderShop();
    act(() => screen.getByRole('link', { name: 'Dog food' }).click());
    expect(await screen.findByRole('heading', { name: 'This page is not available offline' })).toBeTruthy();
    expect(reloads.targets).toEqual([]);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(reloads.targets).toEqual(['/products/dog?sort=price#top']));
  });

  it('reloads when the connection came back between drawing the offline page and listening for it', async () => {
    // offline when the page is drawn; back online as soon as it shows, with no 'online' event to hear
    online = false;
    const backOnline = new MutationObserver(() => {
      if (screen.queryByRole('heading', { name: 'This page is not available offline' })) online = true;
    });
    backOnline.observe(document.body, { childList: true, subtree: true });
    onTestFinished(() => backOnline.disconnect());
    renderShop();
    act(() => screen.getByRole('link', { name: 'Dog food' }).click());
    await waitFor(() => expect(reloads.targets).toEqual(['/products/dog?sort=price#top']));
  });
});
