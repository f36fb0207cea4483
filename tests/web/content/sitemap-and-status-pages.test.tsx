// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockNetworkDown } from '../support/content-api';
import { installAppTestHooks, renderApp } from '../support/render-app';
import { mockContentPagesApi, page } from './content-pages-api';

installAppTestHooks();

const LOADED = { timeout: 5000 };
const SITEMAP = {
  pages: [
    { label: 'Home', href: '/' },
    { label: 'Shipping', href: '/shipping' },
  ],
  categories: [
    {
      title: 'Dog Food',
      href: '/products/dog',
      sections: [{ title: 'Food Form', links: [{ label: 'Dry Food', href: '/products/dog/dry-food' }] }],
    },
  ],
  products: [{ title: 'Vitalis Nutrition', links: [{ label: 'Adult Chicken Recipe Dry Dog Food', href: '/products/adult-chicken' }] }],
};

describe('sitemap (§2 /sitemap)', () => {
  it('lists pages, categories and products, grouped, with links that work', async () => {
    mockContentPagesApi({ sitemap: SITEMAP, pages: [page('shipping', 'Shipping', [[null, '<p>We ship to every state.</p>']])] });
    const { router } = renderApp('/sitemap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sitemap' }, LOADED)).toBeTruthy();
    const pages = screen.getByRole('region', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Dog Food' }).getAttribute('href')).toBe('/products/dog');
    expect(within(categories).getByRole('list', { name: 'Dog Food: Food Form' })).toBeTruthy();
    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getByRole('heading', { level: 3, name: 'Vitalis Nutrition' })).toBeTruthy();
    expect(within(products).getByRole('link', { name: 'Adult Chicken Recipe Dry Dog Food' }).getAttribute('href')).toBe(
      '/products/adult-chicken',
    );
    fireEvent.click(within(pages).getByRole('link', { name: 'Shipping' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping' }, LOADED)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shipping');
  });

  it('says it needs a connection when it was never opened and the shop cannot be reached', async () => {
    mockNetworkDown();
    renderApp('/sitemap');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page needs a connection' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The sitemap has not been saved on this device yet');
  });
});

describe('standalone pages from the content service', () => {
  it('maintenance: draws the title and message of the content service', async () => {
    mockContentPagesApi({ maintenance: { title: 'Back at noon', message: 'We are restocking the shelves of the shop.' } });
    renderApp('/maintenance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Back at noon' }, LOADED)).toBeTruthy();
    expect(await screen.findByText('We are restocking the shelves of the shop.')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull(); // no site layout
  });

  it('maintenance: says so with the site name while the content service cannot answer', async () => {
    mockContentPagesApi({ globals: { site_name: 'Vitalis Pet Nutrition Shop' } });
    renderApp('/maintenance');
    expect(await screen.findByRole('heading', { level: 1, name: "We'll be back soon" }, LOADED)).toBeTruthy();
    expect(await screen.findByText(/Vitalis Pet Nutrition Shop is down for scheduled maintenance/)).toBeTruthy();
  });

  it('password-protect: draws the title and message of the content service', async () => {
    mockContentPagesApi({ passwordProtect: { title: 'Opening soon', message: 'Invited guests only for now.' } });
    renderApp('/password-protect');
    expect(await screen.findByRole('heading', { level: 1, name: 'Opening soon' }, LOADED)).toBeTruthy();
    expect(screen.getByText('Invited guests only for now.')).toBeTruthy();
  });

  it.each(['/maintenance', '/password-protect'])('%s has no site footer, so it offers the cookie preferences itself', async (path) => {
    mockContentPagesApi({});
    renderApp(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Cookie preferences' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' }, LOADED);
    expect(within(dialog).getByRole('switch', { name: /Functional/ })).toBeTruthy();
  });
});
