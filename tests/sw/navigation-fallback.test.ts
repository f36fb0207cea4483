import './worker-scope';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNavigationRoute, NAVIGATION_NETWORK_TIMEOUT_SECONDS } from '../../sw/routes/navigation';
import { SHOP_ORIGIN } from './request-target';

vi.mock('workbox-precaching', () => ({
  matchPrecache: vi.fn(async (url: string) => (url === '/index.html' ? new Response('app shell') : undefined)),
}));

// Node has neither FetchEvent nor navigation requests; these stand in for what a worker receives.
class FakeExtendableEvent {
  waitUntil(_promise: Promise<unknown>): void {}
}
class FakeFetchEvent extends FakeExtendableEvent {
  constructor(
    readonly request: Request,
    readonly preloadResponse: Promise<Response | undefined>,
  ) {
    super();
  }
}
class NavigationRequest extends Request {
  get mode(): RequestMode {
    return 'navigate';
  }
}

async function navigate(path: string, preload: Promise<Response | undefined> = Promise.resolve(undefined)) {
  const request = new NavigationRequest(new URL(path, SHOP_ORIGIN));
  const event = new FakeFetchEvent(request, preload);
  const response = await createNavigationRoute().handler.handle({ event, request } as never);
  return response.text();
}

describe('navigation handler', () => {
  beforeEach(() => {
    vi.stubGlobal('ExtendableEvent', FakeExtendableEvent);
    vi.stubGlobal('FetchEvent', FakeFetchEvent);
    vi.stubGlobal('location', new URL(`${SHOP_ORIGIN}/`));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('answers with the navigation-preload response without a second request', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);

    await expect(navigate('/products', Promise.resolve(new Response('from preload')))).resolves.toBe('from preload');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches from the network when there is no preload response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('from network')),
    );

    await expect(navigate('/cart')).resolves.toBe('from network');
  });

  it('serves the precached app shell when offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await expect(navigate('/account/orders')).resolves.toBe('app shell');
  });

  it('serves the app shell once the network has stalled for the timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );

    const answer = navigate('/products/dog');
    await vi.advanceTimersByTimeAsync(NAVIGATION_NETWORK_TIMEOUT_SECONDS * 1000);

    await expect(answer).resolves.toBe('app shell');
  });
});
