// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_RELOAD_GUARD_MS } from '../../../core/constants';
import { msUntilReloadAllowed, reloadPageTo } from '../../../web/lib/page-reload';

const location = { href: 'https://shop.test/products/dog?sort=price#top', assign: vi.fn(), reload: vi.fn() };

beforeEach(() => {
  sessionStorage.clear();
  location.assign.mockClear();
  location.reload.mockClear();
  vi.stubGlobal('location', location);
  Object.defineProperty(window, 'location', { value: location, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('reloadPageTo', () => {
  it('loads another URL with a full navigation and remembers when', () => {
    reloadPageTo('/search?search=salmon', 5_000_000);
    expect(location.assign).toHaveBeenCalledWith('/search?search=salmon');
    expect(sessionStorage.getItem('page-reload-at')).toBe('5000000');
  });

  it('reloads when the target is already in the address bar (a #hash would only scroll)', () => {
    reloadPageTo('/products/dog?sort=price#top');
    expect(location.reload).toHaveBeenCalledOnce();
    expect(location.assign).not.toHaveBeenCalled();
  });
});

describe('msUntilReloadAllowed', () => {
  it(`counts down the ${PAGE_RELOAD_GUARD_MS} ms guard from the last reload`, () => {
    expect(msUntilReloadAllowed(1_000_000)).toBe(0);
    reloadPageTo('/cart', 1_000_000);
    expect(msUntilReloadAllowed(1_000_000 + 4000)).toBe(PAGE_RELOAD_GUARD_MS - 4000);
    expect(msUntilReloadAllowed(1_000_000 + PAGE_RELOAD_GUARD_MS)).toBe(0);
  });
});
