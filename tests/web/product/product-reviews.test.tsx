// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerPreferencesOpener, setConsentChoice } from '../../../web/features/consent/consent-state';
import { ProductReviews } from '../../../web/features/product/ProductReviews';

const DECLINED =
  'You cannot see product reviews because you have declined functional cookies. Please enable them here to access this feature.';
// The page loads a script once per URL: each test gets a URL of its own.
let scriptUrl = '';
const config = () => ({
  analytics: { integration: 'gtm', gtmId: null },
  reviews: { scriptUrl },
  errorReporting: { sentryDsn: null, environment: 'test' },
});

function renderReviews() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProductReviews productId="8795935" />
    </QueryClientProvider>,
  );
}

const reviewsScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-reviews-script]')];

/** The browser finishing the reviews script: it defines the widget (or fails). */
function finishScript(outcome: 'load' | 'error', mount = vi.fn((_element: HTMLElement, _options: object) => ({ destroy: vi.fn() }))) {
  const [script] = reviewsScripts();
  if (outcome === 'load') window.VitalisReviews = { mount };
  act(() => {
    script.dispatchEvent(new Event(outcome));
  });
  return mount;
}

let fetchMock: ReturnType<typeof vi.fn>;
let testNumber = 0;
beforeEach(() => {
  testNumber += 1;
  scriptUrl = `/reviews/widget.js?test=${testNumber}`;
  fetchMock = vi.fn(async () => new Response(JSON.stringify(config()), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  for (const script of reviewsScripts()) script.remove();
  window.VitalisReviews = undefined;
  vi.unstubAllGlobals();
  setConsentChoice([]);
});

describe('product reviews area', () => {
  it('without functional consent shows the §8 message, loads nothing, and "here" opens the preferences', () => {
    const open = vi.fn();
    registerPreferencesOpener(open);
    setConsentChoice(['analytics']);
    renderReviews();
    expect(screen.getByRole('region', { name: 'Reviews' }).querySelector('p')?.textContent).toBe(DECLINED);
    fireEvent.click(screen.getByRole('button', { name: 'here' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(reviewsScripts()).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with functional consent loads the configured script and mounts it for the product', async () => {
    setConsentChoice(['functional']);
    renderReviews();
    expect(screen.queryByText(DECLINED)).toBeNull();
    await waitFor(() => expect(reviewsScripts()).toHaveLength(1));
    expect(reviewsScripts()[0].getAttribute('src')).toBe(scriptUrl);
    expect(screen.getByText('Loading reviews…')).toBeTruthy();
    const mount = finishScript('load');
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(mount.mock.calls[0][1]).toEqual({ productId: '8795935', apiBase: '' });
    expect(screen.queryByText('Loading reviews…')).toBeNull();
  });

  it('loads the script as soon as the shopper accepts functional cookies', async () => {
    setConsentChoice([]);
    renderReviews();
    expect(screen.getByRole('button', { name: 'here' })).toBeTruthy();
    act(() => setConsentChoice(['functional']));
    await waitFor(() => expect(reviewsScripts()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'here' })).toBeNull();
  });

  it('says plainly when the script cannot be loaded (offline), and tries again on request', async () => {
    setConsentChoice(['functional']);
    renderReviews();
    await waitFor(() => expect(reviewsScripts()).toHaveLength(1));
    finishScript('error');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Reviews cannot be shown right now: the reviews service could not be loaded\. Check your connection and try again\./,
    );
    expect(reviewsScripts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(reviewsScripts()).toHaveLength(1));
  });

  it('tries again by itself when the connection returns', async () => {
    setConsentChoice(['functional']);
    renderReviews();
    await waitFor(() => expect(reviewsScripts()).toHaveLength(1));
    finishScript('error');
    await screen.findByRole('alert');
    expect(reviewsScripts()).toHaveLength(0);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(reviewsScripts()).toHaveLength(1));
  });
});
