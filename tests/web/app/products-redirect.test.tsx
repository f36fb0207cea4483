// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { correctProductsPath } from '../../../web/app/products-path';
import { mockContentApi } from '../support/content-api';
import { installAppTestHooks, renderApp } from '../support/render-app';

installAppTestHooks();
beforeEach(() => {
  mockContentApi();
});

describe('correctProductsPath', () => {
  it.each([
    ['/products/products/x', '/products/x'],
    ['/products/products', '/products'],
    ['/products/products/dog/dry-food', '/products/dog/dry-food'],
    ['/products/products/products/x', '/products/x'],
  ])('corrects %s to %s', (path, corrected) => {
    expect(correctProductsPath(path)).toBe(corrected);
  });

  it('leaves a product handle that merely starts with "products" alone', () => {
    expect(correctProductsPath('/products/products-sampler')).toBe('/products/products-sampler');
  });
});

describe('/products/products redirect', () => {
  it('lands on the corrected path, keeping the query', async () => {
    const { router } = renderApp('/products/products/adult-chicken?sku=10001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/adult-chicken'));
    expect(router.state.location.search).toBe('?sku=10001');
  });

  it('replaces the history entry, so Back skips the doubled path', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/products/products/x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/x'));
    expect(router.state.historyAction).toBe('REPLACE');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends /products/cart to the cart', async () => {
    const { router } = renderApp('/products/cart');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});
