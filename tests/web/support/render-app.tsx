import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import type { SiteCode } from '../../../core/constants';
import { AppProviders } from '../../../web/app/AppProviders';
import { createAppRoutes } from '../../../web/app/router';

/** Renders the whole app at `path`, as the browser would after loading that URL. */
export function renderApp(path: string, { siteCode = 'DTC' as SiteCode } = {}) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  // No retries: a failing content call should settle at once, not after back-off.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders siteCode={siteCode} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** jsdom has no scrolling; ScrollRestoration calls these on every navigation. */
export function installAppTestHooks() {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    Element.prototype.scrollIntoView = vi.fn();
    sessionStorage.clear();
    window.dataLayer = undefined;
    document.title = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
