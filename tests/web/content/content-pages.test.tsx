// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveApp, reportRefusedRule } from '../../../web/features/content/route-rule-actions';
import { useUserStore } from '../../../web/features/identity/user-store';
import { mockNetworkDown } from '../support/content-api';
import { installAppTestHooks, renderApp } from '../support/render-app';
import { mockContentPagesApi, page } from './content-pages-api';

vi.mock('../../../web/features/content/route-rule-actions', () => ({ leaveApp: vi.fn(), reportRefusedRule: vi.fn() }));

installAppTestHooks();

/** Pages load their code lazily, and the 404 page twice over: allow for a loaded machine. */
const LOADED = { timeout: 5000 };

const SHIPPING = page(
  'shipping',
  'Shipping',
  [
    [null, '<p class="content-lead">We ship to every state.</p>'],
    [
      'Alaska and Hawaii',
      '<p>Shipments carry a $4 service charge.<script>window.hacked = true</script></p>' +
        '<p><img src="x" onerror="window.hacked = true">Delivery dates show at checkout, <a href="javascript:alert(1)">see here</a>.</p>',
    ],
  ],
  [{ label: 'Contact Us', href: '/contact-us' }],
);
const ABOUT = page('about', 'About Vitalis', [[null, '<p>Food designed by veterinarians.</p>']]);
const RULES = [
  { from: '/about-us', to: '/about' },
  { from: '/vet', to: 'https://vets.vitalis.example/find-a-clinic' },
  { from: '/elsewhere', to: 'https://evil.example/' },
];
const FIXTURE = { globals: { site_name: 'Vitalis Pet Nutrition Shop' }, pages: [SHIPPING, ABOUT], routeRules: RULES };

beforeEach(() => {
  useUserStore.setState({ status: 'unknown', account: null, session: null, cacheKey: null, offline: false });
  vi.mocked(leaveApp).mockClear();
  vi.mocked(reportRefusedRule).mockClear();
});

describe('content pages', () => {
  it('draws a named path with its own heading, the §2 title and the body sanitised as §5 says', async () => {
    mockContentPagesApi(FIXTURE);
    renderApp('/shipping');
    const article = await screen.findByRole('article', undefined, LOADED);
    expect(within(article).getByRole('heading', { level: 1, name: 'Shipping' })).toBeTruthy();
    expect(within(article).getByRole('heading', { level: 2, name: 'Alaska and Hawaii' })).toBeTruthy();
    expect(within(article).getByText('Shipments carry a $4 service charge.')).toBeTruthy();
    expect(within(article).getByText('Last updated October 1, 2026')).toBeTruthy();
    // the script, the image with its handler and the anchor are gone; their text stays
    expect(article.querySelector('script, img, a[href^="javascript"]')).toBeNull();
    expect(article.textContent).toContain('Delivery dates show at checkout, see here.');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    // content's class is dropped: it cannot put on the app's styles
    expect(within(article).getByText('We ship to every state.').hasAttribute('class')).toBe(false);
    expect(within(article).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-us');
    await waitFor(() => expect(document.title).toBe('Shipping | Vitalis Pet Nutrition Shop'));
  });

  it('draws /{slug} with the page title as the document title', async () => {
    mockContentPagesApi(FIXTURE);
    renderApp('/About');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Vitalis' }, LOADED)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('About Vitalis | Vitalis Pet Nutrition Shop'));
  });

  it('shows the 404 page for an unknown or unpublished slug, and for a path that cannot be a slug', async () => {
    mockContentPagesApi(FIXTURE);
    for (const path of ['/holiday-delivery-schedule', '/no_such_page']) {
      const { unmount } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LOADED), path).toBeTruthy();
      unmount();
    }
  });

  it('HPSF: a guest opens the informational pages the footer links to without signing in', async () => {
    mockContentPagesApi(FIXTURE);
    const { router } = renderApp('/about', { siteCode: 'HPSF' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Vitalis' }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('HPSF: a guest on an unknown slug sees the 404 page and follows a route rule, not the sign-in', async () => {
    mockContentPagesApi(FIXTURE);
    const unknown = renderApp('/no-such-page', { siteCode: 'HPSF' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LOADED)).toBeTruthy();
    expect(unknown.router.state.location.pathname).toBe('/no-such-page');
    unknown.unmount();
    const { router } = renderApp('/about-us', { siteCode: 'HPSF' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Vitalis' }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('says a page never visited needs a connection when the shop cannot be reached', async () => {
    mockNetworkDown();
    renderApp('/shipping');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page needs a connection' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This page has not been saved on this device yet');
    expect(screen.queryByText('Page not found')).toBeNull();
  });
});

describe('route rules (§2)', () => {
  it('follows an internal rule inside the app, replacing the old path', async () => {
    mockContentPagesApi(FIXTURE);
    const { router } = renderApp('/about-us?ref=mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Vitalis' }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
    expect(router.state.location.search).toBe('?ref=mail');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('follows a rule for a path of several segments too', async () => {
    mockContentPagesApi({ ...FIXTURE, routeRules: [{ from: '/old/shipping-info', to: '/shipping' }] });
    const { router } = renderApp('/old/shipping-info');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping' }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shipping');
  });

  it('shows the 404 page when the rules are slow to come, and still follows a rule that arrives later', async () => {
    let answerRules: () => void = () => {};
    const rulesArrive = new Promise<void>((resolve) => {
      answerRules = resolve;
    });
    const content = mockContentPagesApi(FIXTURE);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/get-route-rules')) await rulesArrive;
      return content(input, init);
    });
    const { router } = renderApp('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LOADED)).toBeTruthy();
    answerRules();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Vitalis' }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('loads an allowed external target in full, and refuses any other (logged, 404)', async () => {
    mockContentPagesApi(FIXTURE);
    const first = renderApp('/vet');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://vets.vitalis.example/find-a-clinic'), LOADED);
    first.unmount();
    renderApp('/elsewhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LOADED)).toBeTruthy();
    expect(reportRefusedRule).toHaveBeenCalledWith('/elsewhere', 'https://evil.example/', 'the host evil.example is not in the allow-list');
    expect(leaveApp).toHaveBeenCalledTimes(1);
  });
});
