// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPageTitle } from '../../../web/app/page-title';
import { mockContentApi, mockNetworkDown } from '../support/content-api';
import { installAppTestHooks, renderApp } from '../support/render-app';

installAppTestHooks();

describe('formatPageTitle', () => {
  it("reads '{page title} | {site name}'", () => {
    expect(formatPageTitle('Shopping Cart', 'Vitalis Pet Nutrition Shop')).toBe('Shopping Cart | Vitalis Pet Nutrition Shop');
  });

  it('is the site name alone for a page without a title', () => {
    expect(formatPageTitle(undefined, 'Vitalis Professional Staff Feeding')).toBe('Vitalis Professional Staff Feeding');
  });
});

describe('page titles in the app', () => {
  it('uses the site_name global from the content service', async () => {
    mockContentApi({ globals: { site_name: 'Acme Pet Kitchen' } });
    renderApp('/');
    await waitFor(() => expect(document.title).toBe('Home | Acme Pet Kitchen'));
  });

  it('falls back to the shopper site name on DTC when content cannot be loaded', async () => {
    mockNetworkDown();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Home | Vitalis Pet Nutrition Shop'));
  });

  it('falls back to the professional site name on HPSF', async () => {
    mockContentApi();
    renderApp('/maintenance', { siteCode: 'HPSF' });
    await waitFor(() => expect(document.title).toBe('Maintenance | Vitalis Professional Staff Feeding'));
  });

  it('follows the page on navigation', async () => {
    mockContentApi();
    const { router } = renderApp('/');
    await waitFor(() => expect(document.title).toBe('Home | Vitalis Pet Nutrition Shop'));
    await router.navigate('/password-protect');
    await waitFor(() => expect(document.title).toBe('Password Protected | Vitalis Pet Nutrition Shop'));
  });
});
