import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { type Location, MemoryRouter, type NavigationType, type To, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import type { SiteCode } from '../../../core/constants';
import { AppProviders } from '../../../web/app/AppProviders';
import { AppRoutes } from '../../../web/app/router';
import { refreshConsentFromCookie } from '../../../web/features/consent/consent-state';
import { NECESSARY_ONLY_CONSENT_COOKIE } from '../../support/consent-cookie';

/** What a test sees of the router: where the app is, and a way to go elsewhere. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: (to: To | number) => Promise<void>;
}

interface Probe {
  state: Partial<TestRouter['state']>;
  go?: ReturnType<typeof useNavigate>;
}

/** Keeps `router` up to date with the app's location and navigator. */
function RouterProbe({ router }: { router: Probe }) {
  router.state.location = useLocation();
  router.state.historyAction = useNavigationType();
  router.go = useNavigate();
  return null;
}

/** Renders the whole app at `path`, as the browser would after loading that URL. */
export function renderApp(path: string, { siteCode = 'DTC' as SiteCode } = {}) {
  const probe: Probe = { state: {} };
  // No retries: a failing content call should settle at once, not after back-off.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders siteCode={siteCode} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <RouterProbe router={probe} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  const router: TestRouter = {
    state: probe.state as TestRouter['state'],
    navigate: async (to) => {
      await act(async () => {
        if (typeof to === 'number') await probe.go?.(to);
        else await probe.go?.(to);
      });
    },
  };
  return { ...view, router };
}

/**
 * jsdom has no scrolling; the scroll restoration calls these on every navigation. The app starts
 * as for a returning shopper who kept necessary cookies only (as the e2e specs do), so the
 * first-visit consent banner is not part of every page's test.
 */
export function installAppTestHooks() {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the stored consent choice is a plain cookie
    document.cookie = `${NECESSARY_ONLY_CONSENT_COOKIE.name}=${NECESSARY_ONLY_CONSENT_COOKIE.value}; path=/`;
    refreshConsentFromCookie();
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
