// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockContentApi, mockNetworkDown } from '../../support/content-api';
import { installAppTestHooks, renderApp } from '../../support/render-app';

installAppTestHooks();

const CONTENT = {
  globals: { site_name: 'Vitalis Pet Nutrition' },
  header: {
    logoText: 'Vitalis',
    tagline: 'Nutrition first',
    searchPlaceholder: 'Find food',
    utilityLinks: [{ label: 'Contact Us', href: '/contact-us' }],
  },
  navigation: {
    handle: 'main',
    items: [{ label: 'Dog Food', href: '/products/dog', children: [{ label: 'Dry Dog Food', href: '/products/dog/dry-food' }] }],
  },
  footer: { columns: [{ title: 'Help', links: [{ label: 'FAQ', href: '/faq' }] }], legal: '© Vitalis Nutrition Co.' },
  announcements: [{ id: 'a1', message: 'Free shipping on orders over $50' }],
};

describe('default layout', () => {
  it('draws header, navigation, search, cart link and footer from the content service', async () => {
    mockContentApi(CONTENT);
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Dog Food' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Dry Dog Food' }).getAttribute('href')).toBe('/products/dog/dry-food');
    expect(within(header).getByRole('link', { name: 'Contact Us' })).toBeTruthy();
    expect(within(header).getByText('Vitalis')).toBeTruthy();
    // WCAG 2.5.3 Label in Name: the home link is named by the words it shows (logo and site name), then 'home'
    expect(within(header).getByRole('link', { name: 'Vitalis Vitalis Pet Nutrition home' }).getAttribute('href')).toBe('/');
    expect(within(header).getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(within(header).getByRole('searchbox', { name: 'Search products' }).getAttribute('placeholder')).toBe('Find food');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'FAQ' })).toBeTruthy();
    expect(within(footer).getByText('© Vitalis Nutrition Co.')).toBeTruthy();
    expect(await screen.findByText('Free shipping on orders over $50')).toBeTruthy();
  });

  it('still offers the site name, a menu and a footer when content fails to load', async () => {
    mockNetworkDown();
    renderApp('/');
    // the home page's code is lazy: on a busy machine it comes later than findBy's default second
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Vitalis Pet Nutrition Shop')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Shop Dogs' }).getAttribute('href')).toBe('/products/dog');
    expect(within(screen.getByRole('contentinfo')).getByText(/Vitalis Pet Nutrition Shop\. All rights reserved\./)).toBeTruthy();
  });

  it('shows the professional site title on HPSF', async () => {
    mockContentApi();
    renderApp('/', { siteCode: 'HPSF' });
    expect(await within(await screen.findByRole('banner')).findByText('Vitalis Professional Staff Feeding')).toBeTruthy();
  });

  it('sends a search to /search with the term in the search parameter', async () => {
    mockContentApi();
    const { router } = renderApp('/');
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: ' dry food ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('dry food');
  });

  it('collapses the navigation behind a menu button that says whether it is open', async () => {
    mockContentApi();
    const { router } = renderApp('/');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await router.navigate('/no-such-page');
    // Navigating closes the menu.
    expect((await screen.findByRole('button', { name: 'Open menu' })).getAttribute('aria-expanded')).toBe('false');
  });
});

/** A standalone page has no site footer: its own footer offers only the cookie preferences (reachable from every page). */
function expectOnlyCookiePreferencesFooter() {
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('button', { name: 'Cookie preferences' })).toBeTruthy();
  expect(footer.textContent).toBe('Cookie preferences');
}

describe('standalone pages', () => {
  it('draws /maintenance without header or footer', async () => {
    mockContentApi();
    renderApp('/maintenance');
    expect(await screen.findByRole('heading', { level: 1, name: "We'll be back soon" })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expectOnlyCookiePreferencesFooter();
  });

  it('draws /password-protect without layout, with the content service text', async () => {
    mockContentApi({ passwordProtect: { title: 'Opening soon', message: 'Enter through your invitation.' } });
    renderApp('/password-protect');
    expect(await screen.findByRole('heading', { level: 1, name: 'Opening soon' })).toBeTruthy();
    expect(screen.getByText('Enter through your invitation.')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expectOnlyCookiePreferencesFooter();
  });

  it('explains the password protection even when its content fails to load', async () => {
    mockNetworkDown();
    renderApp('/password-protect');
    expect(await screen.findByRole('heading', { level: 1, name: 'This store is password protected' })).toBeTruthy();
  });
});

describe('home page', () => {
  it('welcomes the shopper with links to shop dogs and cats', async () => {
    mockContentApi();
    renderApp('/');
    const main = await screen.findByRole('main');
    expect((await within(main).findByRole('link', { name: 'Shop Dogs' })).getAttribute('href')).toBe('/products/dog');
    expect(within(main).getByRole('link', { name: 'Shop Cats' }).getAttribute('href')).toBe('/products/cat');
  });
});

describe('scrolling', () => {
  it('goes to the top on navigation and to the anchor of a hash', async () => {
    mockContentApi();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/no-such-page');
    await waitFor(() => expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0));
    await router.navigate('/#main');
    await waitFor(() => expect(document.getElementById('main')!.scrollIntoView).toHaveBeenCalled());
  });
});
