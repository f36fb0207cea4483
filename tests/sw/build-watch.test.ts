import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_INFO_PATH, CHECK_FOR_NEW_BUILD, GET_WORKER_BUILD_ID, IS_CHECKOUT_OPEN, NEW_BUILD_FOUND } from '../../core/pwa/build-info';
import { type BuildWatchScope, checkForNewBuild, ownBuildId, watchForNewBuilds } from '../../sw/build-watch';

type MessageListener = (event: unknown) => void;

/** A worker scope with what the build watch touches: its registration, its pages and its message events. */
function fakeWorker({ buildId = 'build-1' as string | null, pageUrls = ['https://shop.test/products'] } = {}) {
  const posted: Array<{ url: string; message: unknown }> = [];
  const listeners: MessageListener[] = [];
  const registration = {
    installing: null as unknown,
    waiting: null as unknown,
    update: vi.fn(async () => undefined),
  };
  const worker = {
    ...(buildId ? { __SHOP_BUILD_ID__: buildId } : {}),
    registration,
    clients: {
      matchAll: vi.fn(async () => pageUrls.map((url) => ({ url, postMessage: (message: unknown) => posted.push({ url, message }) }))),
    },
    addEventListener: (type: string, listener: MessageListener) => {
      if (type === 'message') listeners.push(listener);
    },
  };
  /** Delivers a message as the browser would; resolves once the work it started is done. */
  const deliver = async (data: unknown, port?: { postMessage: (reply: unknown) => void }) => {
    const work: Promise<unknown>[] = [];
    for (const listener of listeners) {
      listener({ data, ports: port ? [port] : [], waitUntil: (promise: Promise<unknown>) => work.push(promise) });
    }
    await Promise.all(work);
  };
  return { worker: worker as unknown as BuildWatchScope, registration, posted, deliver };
}

const serveLatest = (body: unknown, init: ResponseInit = { status: 200 }) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), init)),
  );

beforeEach(() => serveLatest({ buildId: 'build-1', builtAt: '2026-11-22T00:00:00Z' }));
afterEach(() => vi.unstubAllGlobals());

describe('ownBuildId', () => {
  it('reads the id write-build-info sets on the first line of sw.js', () => {
    expect(ownBuildId(fakeWorker({ buildId: 'abc-123' }).worker)).toBe('abc-123');
    expect(ownBuildId(fakeWorker({ buildId: null }).worker)).toBeUndefined();
  });
});

describe('checkForNewBuild', () => {
  it('fetches builds/latest.json past every cache', async () => {
    const { worker } = fakeWorker();
    await checkForNewBuild(worker, { lastCheckAt: 0 });
    expect(fetch).toHaveBeenCalledWith(BUILD_INFO_PATH, { cache: 'no-store' });
  });

  it('does nothing while the latest build is its own', async () => {
    const { worker, registration, posted } = fakeWorker();
    expect(await checkForNewBuild(worker, { lastCheckAt: 0 })).toBeUndefined();
    expect(registration.update).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('on a new build, has the browser install the new worker and tells every page', async () => {
    serveLatest({ buildId: 'build-2', builtAt: '2026-11-22T01:00:00Z' });
    const { worker, registration, posted } = fakeWorker({ pageUrls: ['https://shop.test/', 'https://shop.test/cart'] });

    expect(await checkForNewBuild(worker, { lastCheckAt: 0 })).toBe('build-2');

    expect(registration.update).toHaveBeenCalledOnce();
    expect(posted).toEqual([
      { url: 'https://shop.test/', message: { type: NEW_BUILD_FOUND, buildId: 'build-2' } },
      { url: 'https://shop.test/cart', message: { type: NEW_BUILD_FOUND, buildId: 'build-2' } },
    ]);
  });

  it('does not fetch sw.js again once the new build waits, nor while one installs', async () => {
    serveLatest({ buildId: 'build-2' });
    const { worker, registration } = fakeWorker();
    const state = { lastCheckAt: 0 };
    await checkForNewBuild(worker, state);
    registration.waiting = {};
    await checkForNewBuild(worker, state);
    expect(registration.update).toHaveBeenCalledOnce();

    // A third build replaces the waiting second one.
    serveLatest({ buildId: 'build-3' });
    await checkForNewBuild(worker, state);
    expect(registration.update).toHaveBeenCalledTimes(2);

    registration.installing = {};
    serveLatest({ buildId: 'build-4' });
    await checkForNewBuild(worker, state);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('waits for the next check when offline, when the file is missing or unreadable', async () => {
    const { worker, registration } = fakeWorker();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await checkForNewBuild(worker, { lastCheckAt: 0 })).toBeUndefined();
    serveLatest({ message: 'Not found' }, { status: 404 });
    expect(await checkForNewBuild(worker, { lastCheckAt: 0 })).toBeUndefined();
    serveLatest({ buildId: '' });
    expect(await checkForNewBuild(worker, { lastCheckAt: 0 })).toBeUndefined();
    expect(registration.update).not.toHaveBeenCalled();
  });

  it('survives a failed update() (the server mid-deploy) and retries at the next check', async () => {
    serveLatest({ buildId: 'build-2' });
    const { worker, registration } = fakeWorker();
    registration.update.mockRejectedValueOnce(new TypeError('Failed to update'));
    const state = { lastCheckAt: 0 };
    expect(await checkForNewBuild(worker, state)).toBe('build-2');
    await checkForNewBuild(worker, state);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });
});

describe('watchForNewBuilds', () => {
  it('checks when a page asks, at most twice per interval however many tabs ask', async () => {
    serveLatest({ buildId: 'build-2' });
    const { worker, deliver } = fakeWorker();
    watchForNewBuilds(worker);
    const check = { type: CHECK_FOR_NEW_BUILD, intervalMs: 60_000 };

    await deliver(check);
    await deliver(check);
    expect(fetch).toHaveBeenCalledOnce();

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 30_000);
    await deliver(check);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tells a page whether any window is on a checkout page', async () => {
    const replies: unknown[] = [];
    const port = { postMessage: (reply: unknown) => replies.push(reply) };
    const shopping = fakeWorker({ pageUrls: ['https://shop.test/products', 'https://shop.test/checkout-help'] });
    watchForNewBuilds(shopping.worker);
    await shopping.deliver({ type: IS_CHECKOUT_OPEN }, port);
    const paying = fakeWorker({ pageUrls: ['https://shop.test/products', 'https://shop.test/checkout/payment'] });
    watchForNewBuilds(paying.worker);
    await paying.deliver({ type: IS_CHECKOUT_OPEN }, port);
    expect(replies).toEqual([{ open: false }, { open: true }]);
  });

  it('tells a page which build it is', async () => {
    const replies: unknown[] = [];
    const { worker, deliver } = fakeWorker({ buildId: 'build-7' });
    watchForNewBuilds(worker);
    await deliver({ type: GET_WORKER_BUILD_ID }, { postMessage: (reply) => replies.push(reply) });
    expect(replies).toEqual([{ buildId: 'build-7' }]);
  });
});
