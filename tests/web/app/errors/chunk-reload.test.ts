// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_RELOAD_GUARD_MS } from '../../../../core/constants';
import { isChunkLoadError, mayReloadPage } from '../../../../web/app/errors/chunk-reload';

beforeEach(() => sessionStorage.clear());

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://shop.test/assets/CartPage-1a2b.js',
    'error loading dynamically imported module: https://shop.test/assets/CartPage-1a2b.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/CartPage-1a2b.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors to the error page', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('mayReloadPage', () => {
  it('allows a first reload', () => {
    expect(mayReloadPage(1_000_000)).toBe(true);
  });

  it(`refuses another within ${PAGE_RELOAD_GUARD_MS} ms and allows it after`, () => {
    sessionStorage.setItem('page-reload-at', '1000000');
    expect(mayReloadPage(1_000_000 + PAGE_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReloadPage(1_000_000 + PAGE_RELOAD_GUARD_MS)).toBe(true);
  });
});
