// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageForPath } from '../../../../web/app/pwa/LinkPrefetcher';
import { createPrefetchQueue, HOVER_INTENT_MS, listenForLinkIntent, prefetchablePath, prefetchAllowed } from '../../../../web/lib/prefetch';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('prefetchAllowed (§9)', () => {
  it.each([
    ['Save-Data on', { saveData: true, effectiveType: '4g' }, false],
    ['slow-2g', { effectiveType: 'slow-2g' }, false],
    ['2g', { effectiveType: '2g' }, false],
    ['3g', { effectiveType: '3g' }, true],
    ['4g', { effectiveType: '4g', saveData: false }, true],
    ['no Network Information API', undefined, true],
  ])('%s → %s', (_name, connection, allowed) => {
    expect(prefetchAllowed(connection, true)).toBe(allowed);
  });

  it('never offline', () => {
    expect(prefetchAllowed({ effectiveType: '4g' }, false)).toBe(false);
  });
});

describe('createPrefetchQueue', () => {
  it('runs each key once, only while allowed, and again after a failure', async () => {
    let allowed = false;
    const enqueue = createPrefetchQueue(() => allowed);
    const work = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('ok');

    enqueue('chunk:cart', work);
    expect(work).not.toHaveBeenCalled();

    allowed = true;
    enqueue('chunk:cart', work);
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
    await new Promise((done) => setTimeout(done));
    enqueue('chunk:cart', work);
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(2));
    enqueue('chunk:cart', work);
    await new Promise((done) => setTimeout(done));
    expect(work).toHaveBeenCalledTimes(2);
  });
});

describe('prefetchablePath', () => {
  const anchor = (html: string) => {
    document.body.innerHTML = html;
    return document.querySelector('a')!;
  };
  it('gives the path and query of a same-origin link, nothing for others', () => {
    expect(prefetchablePath(anchor('<a href="/products/dog?sort=price">x</a>'), window.location.origin)).toBe('/products/dog?sort=price');
    expect(prefetchablePath(anchor('<a href="https://elsewhere.example/products">x</a>'), window.location.origin)).toBeUndefined();
    expect(prefetchablePath(anchor('<a href="/terms.pdf" download>x</a>'), window.location.origin)).toBeUndefined();
    expect(prefetchablePath(anchor('<a href="/cart" target="_blank">x</a>'), window.location.origin)).toBeUndefined();
  });
});

describe('listenForLinkIntent', () => {
  it('fires after the pointer rests on a link, at once on focus, never for a pass-over', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<a href="/cart"><span>Cart</span></a><a href="/products">Shop</a><p>text</p>';
    const [cart, shop] = document.querySelectorAll('a');
    const onIntent = vi.fn();
    const stop = listenForLinkIntent(document, onIntent);

    shop.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('p')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(onIntent).not.toHaveBeenCalled();

    cart.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(onIntent).toHaveBeenLastCalledWith(cart);

    shop.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onIntent).toHaveBeenLastCalledWith(shop);
    stop();
    shop.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onIntent).toHaveBeenCalledTimes(2);
  });
});

describe('pageForPath', () => {
  it('finds the page (and its chunk) a link opens, with its parameters', () => {
    expect(pageForPath('/products?species=dog')?.page).toBe('productList');
    expect(pageForPath('/products/dog/dry-food')?.page).toBe('categoryList');
    expect(pageForPath('/products/puppy-lamb-recipe')).toEqual({ page: 'product', params: { handle: 'puppy-lamb-recipe' } });
    expect(pageForPath('/cart')?.page).toBe('cart');
    expect(pageForPath('/search?search=salmon')?.page).toBe('search');
  });
});
