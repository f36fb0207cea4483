// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pushEvent } from '../../../web/lib/data-layer';
import { mockContentApi } from '../support/content-api';
import { installAppTestHooks, renderApp } from '../support/render-app';

installAppTestHooks();
beforeEach(() => {
  mockContentApi();
});

const pageViews = () => (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view');

describe('pushEvent', () => {
  it('creates window.dataLayer and appends the event with its payload', () => {
    pushEvent('search', { search_term: 'kibble' });
    expect(window.dataLayer).toEqual([{ event: 'search', search_term: 'kibble' }]);
  });

  it('keeps an existing data layer, whose push a tag manager may have replaced', () => {
    const existing = [{ event: 'gtm.js' }];
    window.dataLayer = existing;
    pushEvent('login');
    expect(window.dataLayer).toBe(existing);
    expect(existing).toEqual([{ event: 'gtm.js' }, { event: 'login' }]);
  });
});

describe('page_view', () => {
  it('is reported for the first page and for each route change on DTC', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({ page_path: '/' });

    await router.navigate('/search?search=kibble');
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]).toMatchObject({ page_path: '/search?search=kibble' });
  });

  it('is not reported for staff-feeding (HPSF) users', async () => {
    const { router } = renderApp('/', { siteCode: 'HPSF' });
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/maintenance');
    await screen.findByRole('heading', { level: 1, name: "We'll be back soon" });
    expect(pageViews()).toEqual([]);
  });

  it('is reported once for a redirected path, for where the visitor lands', async () => {
    const { router } = renderApp('/products/products/x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/x'));
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({ page_path: '/products/x' });
  });
});
