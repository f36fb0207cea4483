// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetUserForTest, signInForTest } from '../../identity/signed-in';
import { mockContentApi, mockNetworkDown } from '../../support/content-api';
import { installAppTestHooks, renderApp } from '../../support/render-app';

installAppTestHooks();
// account pages need sign-in (§2 access rules): the order-page tests sign in first
beforeEach(resetUserForTest);

const NOT_FOUND_CONTENT = {
  site_404_title: 'This bowl is empty',
  site_404_message: 'We could not find what you were sniffing for.',
  site_404_image: { url: '/_ipx/f_webp/img/404-dog.png', alt: 'A puzzled dog' },
  site_404_cta: [
    { label: 'Shop Dogs', href: '/products/dog' },
    { label: 'Shop Cats', href: '/products/cat' },
  ],
};

describe('404 page', () => {
  it("shows 'Page not found' for an unmatched route, titled '404 Error'", async () => {
    mockContentApi();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('404 Error | Vitalis Pet Nutrition Shop'));
  });

  it("offers 'Back To Homepage' when the content service has no call to action", async () => {
    mockNetworkDown();
    renderApp('/no/such/page');
    const back = await screen.findByRole('link', { name: 'Back To Homepage' });
    expect(back.getAttribute('href')).toBe('/');
  });

  it('shows the title, message, image and calls to action from the content service', async () => {
    mockContentApi({ globals: NOT_FOUND_CONTENT });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'This bowl is empty' })).toBeTruthy();
    expect(screen.getByText('We could not find what you were sniffing for.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A puzzled dog' }).getAttribute('src')).toBe('/_ipx/f_webp/img/404-dog.png');
    const page = screen.getByRole('heading', { level: 1, name: 'Page not found' }).closest('section')!;
    expect(within(page).getByRole('link', { name: 'Shop Dogs' }).getAttribute('href')).toBe('/products/dog');
    expect(within(page).getByRole('link', { name: 'Shop Cats' }).getAttribute('href')).toBe('/products/cat');
    expect(within(page).queryByRole('link', { name: 'Back To Homepage' })).toBeNull();
  });

  it.each(['/account/orders/1001', '/about-us'])('is what %s shows until its page is built', async (path) => {
    mockContentApi();
    signInForTest();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText(/todo|coming soon/i)).toBeNull();
  });

  it('keeps the layout around it', async () => {
    mockContentApi();
    renderApp('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

describe('route validation failure', () => {
  it("shows 'Page Not Found: {path}' for a malformed order id", async () => {
    mockContentApi();
    signInForTest();
    renderApp('/account/orders/bad!id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /account/orders/bad!id' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('404 Error | Vitalis Pet Nutrition Shop'));
  });

  it('accepts a well-formed order id', async () => {
    mockContentApi();
    signInForTest();
    renderApp('/account/orders/1001');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Page Not Found:/)).toBeNull();
  });
});
