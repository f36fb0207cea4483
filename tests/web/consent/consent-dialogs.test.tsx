// @vitest-environment happy-dom
/**
 * The consent banner and the preference dialog as a shopper meets them (§4 Consent), in both
 * storefronts: what each shows for a first visit and for a stored choice, the switches' states,
 * and the whole choice made with the keyboard alone, focus going in and coming back. The real
 * first visit (the banner after the first screen settles, the tag manager, other tabs, offline)
 * is walked in tests/e2e/consent.spec.ts.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteCode } from '../../../core/constants';
import { SiteCodeContext } from '../../../web/app/site';
import { ConsentManager } from '../../../web/features/consent/ConsentManager';
import { ConsentPreferencesButton } from '../../../web/features/consent/ConsentPreferencesButton';
import { readConsentCookie, refreshConsentFromCookie } from '../../../web/features/consent/consent-state';
import { NECESSARY_ONLY_CONSENT_COOKIE } from '../../support/consent-cookie';

const SITES: SiteCode[] = ['DTC', 'HPSF'];

function forgetStoredChoice() {
  // biome-ignore lint/suspicious/noDocumentCookie: the stored consent choice is a plain cookie
  document.cookie = `${NECESSARY_ONLY_CONSENT_COOKIE.name}=; Max-Age=0; path=/`;
  refreshConsentFromCookie();
}

function storeNecessaryOnly() {
  // biome-ignore lint/suspicious/noDocumentCookie: the stored consent choice is a plain cookie
  document.cookie = `${NECESSARY_ONLY_CONSENT_COOKIE.name}=${NECESSARY_ONLY_CONSENT_COOKIE.value}; path=/`;
  refreshConsentFromCookie();
}

/** A page with main content and the footer's "Cookie preferences", as every page of the shop has. */
function renderPage(site: SiteCode) {
  // the storefront config (the tag manager's container) is not to be had: no script is loaded here
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SiteCodeContext.Provider value={site}>
        <main id="main" tabIndex={-1}>
          <h1>Shop All Pet Food</h1>
        </main>
        <footer>
          <ConsentPreferencesButton className="site-footer__consent-button" />
        </footer>
        <ConsentManager />
      </SiteCodeContext.Provider>
    </QueryClientProvider>,
  );
}

const banner = () => screen.findByRole('region', { name: 'Cookies on this shop' });
const dialog = () => screen.findByRole('dialog', { name: 'Cookie preferences' });
const categorySwitch = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('switch', { name });
const storedCategories = () => readConsentCookie(document.cookie);

beforeEach(forgetStoredChoice);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetStoredChoice();
});

for (const site of SITES) {
  describe(`${site}: a returning shopper`, () => {
    beforeEach(storeNecessaryOnly);

    it('sees no banner; "Cookie preferences" opens the dialog with the stored choice, and Close leaves it unchanged', async () => {
      const user = userEvent.setup();
      renderPage(site);
      await user.click(screen.getByRole('button', { name: 'Cookie preferences' }));
      const preferences = await dialog();
      expect(within(preferences).getByRole('heading', { name: 'Cookie preferences' })).toBeTruthy();
      expect(categorySwitch(preferences, /^Necessary/)).toHaveProperty('checked', true);
      expect(categorySwitch(preferences, /^Necessary/)).toHaveProperty('disabled', true);
      expect(categorySwitch(preferences, /^Analytics/)).toHaveProperty('checked', false);
      expect(screen.queryByRole('region', { name: 'Cookies on this shop' })).toBeNull();
      await user.click(within(preferences).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(storedCategories()).toEqual(['necessary']);
    });
  });

  describe(`${site}: a first visit`, () => {
    it('the banner asks and takes focus; Reject all stores necessary only and hands focus back to the page', async () => {
      const user = userEvent.setup();
      renderPage(site);
      const asking = await banner();
      await waitFor(() => expect(document.activeElement).toBe(asking));
      // staff feeding shows no product reviews: its banner does not offer functional cookies for them
      const reviews = 'functional cookies for product reviews';
      if (site === 'DTC') expect(asking.textContent).toContain(reviews);
      else expect(asking.textContent).not.toContain(reviews);
      expect(storedCategories()).toBeNull();
      await user.click(within(asking).getByRole('button', { name: 'Reject all' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookies on this shop' })).toBeNull());
      expect(storedCategories()).toEqual(['necessary']);
      expect(document.activeElement?.id).toBe('main');
    });
  });
}

describe('the preference dialog', () => {
  it('Accept all and Reject all store their choice and close the dialog; the banner goes with the choice', async () => {
    const user = userEvent.setup();
    renderPage('DTC');
    await user.click(within(await banner()).getByRole('button', { name: 'Manage preferences' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedCategories()).toEqual(['necessary', 'functional', 'analytics', 'marketing']);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookies on this shop' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    const preferences = await dialog();
    for (const name of [/^Functional/, /^Analytics/, /^Marketing/])
      expect(categorySwitch(preferences, name)).toHaveProperty('checked', true);
    await user.click(within(preferences).getByRole('button', { name: 'Reject all' }));
    expect(storedCategories()).toEqual(['necessary']);
  });

  it('keyboard only: into the banner, Manage preferences, Escape returns focus, a switch with Space, Save preferences', async () => {
    const user = userEvent.setup();
    renderPage('DTC');
    const asking = await banner();
    await waitFor(() => expect(document.activeElement).toBe(asking));
    await user.tab();
    expect(document.activeElement).toBe(within(asking).getByRole('button', { name: 'Accept all' }));
    await user.tab();
    await user.tab();
    const manage = within(asking).getByRole('button', { name: 'Manage preferences' });
    expect(document.activeElement).toBe(manage);

    await user.keyboard('{Enter}');
    let preferences = await dialog();
    expect(document.activeElement).toBe(preferences);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(manage);
    // no choice made: the banner stays
    expect(screen.getByRole('region', { name: 'Cookies on this shop' })).toBe(asking);

    await user.keyboard('{Enter}');
    preferences = await dialog();
    await user.tab(); // Close
    await user.tab(); // functional: necessary is disabled, so skipped
    const functional = categorySwitch(preferences, /^Functional/);
    expect(document.activeElement).toBe(functional);
    await user.keyboard(' ');
    expect(functional).toHaveProperty('checked', true);
    within(preferences).getByRole('button', { name: 'Save preferences' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedCategories()).toEqual(['necessary', 'functional']);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookies on this shop' })).toBeNull());

    // from the footer: focus comes back to "Cookie preferences" when the dialog closes
    const footerButton = screen.getByRole('button', { name: 'Cookie preferences' });
    act(() => footerButton.focus());
    await user.keyboard('{Enter}');
    await dialog();
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(footerButton);
  });
});
