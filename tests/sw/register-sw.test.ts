// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_FOR_NEW_BUILD, DEFAULT_BUILD_POLL_INTERVAL_MS, IS_CHECKOUT_OPEN, SKIP_WAITING } from '../../core/pwa/build-info';

/** A worker as the page sees it: a state, and the messages the page posted to it. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: string) {
    super();
  }
  postMessage(message: unknown, ports?: MessagePort[]) {
    this.messages.push(message);
    if ((message as { type?: string }).type === IS_CHECKOUT_OPEN) ports?.[0].postMessage({ open: this.checkoutOpen });
  }
  checkoutOpen = false;
  moveTo(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = new FakeWorker('activated');
  /** What the browser does when it finds a new sw.js: install it, then leave it waiting. */
  installUpdate() {
    const worker = new FakeWorker('installing');
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.moveTo('installed');
    return worker;
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
}

let container: FakeContainer;
const reload = vi.fn();

const loadFreshModule = async () => {
  vi.resetModules();
  return { ...(await import('../../web/lib/register-sw')), ...(await import('../../web/lib/sw-update')) };
};

beforeEach(() => {
  vi.useFakeTimers();
  container = new FakeContainer();
  container.controller = container.registration.active;
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.stubEnv('PROD', true);
  sessionStorage.clear();
  Object.defineProperty(window, 'location', { value: { ...window.location, reload, pathname: '/' }, configurable: true });
  reload.mockClear();
  document.head.innerHTML = '';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker', () => {
  it('registers /sw.js once, for the whole origin, in a production build', async () => {
    const { registerServiceWorker } = await loadFreshModule();
    await registerServiceWorker();
    await registerServiceWorker();
    expect(container.register).toHaveBeenCalledOnce();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers nothing in development', async () => {
    vi.stubEnv('PROD', false);
    const { registerServiceWorker } = await loadFreshModule();
    await registerServiceWorker();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('never breaks the start when registration fails', async () => {
    container.register.mockRejectedValueOnce(new Error('blocked'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { registerServiceWorker, isUpdateAvailable } = await loadFreshModule();
    await expect(registerServiceWorker()).resolves.toBeUndefined();
    expect(isUpdateAvailable()).toBe(false);
  });
});

describe('update announcements', () => {
  it('tells listeners when a new version has installed and waits, including ones that subscribe later', async () => {
    const { registerServiceWorker, onUpdateAvailable, isUpdateAvailable } = await loadFreshModule();
    const early = vi.fn();
    const late = vi.fn();
    onUpdateAvailable(early);
    await registerServiceWorker();
    expect(isUpdateAvailable()).toBe(false);

    container.registration.installUpdate();
    onUpdateAvailable(late);

    expect(isUpdateAvailable()).toBe(true);
    expect(early).toHaveBeenCalledOnce();
    expect(late).toHaveBeenCalledOnce();
  });

  it('announces a worker left waiting by an earlier visit', async () => {
    container.registration.waiting = new FakeWorker('installed');
    const { registerServiceWorker, isUpdateAvailable } = await loadFreshModule();
    await registerServiceWorker();
    expect(isUpdateAvailable()).toBe(true);
  });

  it('offers nothing on the first install, which takes over by itself', async () => {
    container.controller = null;
    const { registerServiceWorker, isUpdateAvailable } = await loadFreshModule();
    await registerServiceWorker();
    container.registration.installUpdate();
    expect(isUpdateAvailable()).toBe(false);
  });

  it('stops calling a listener after it unsubscribes', async () => {
    const { registerServiceWorker, onUpdateAvailable } = await loadFreshModule();
    const listener = vi.fn();
    const unsubscribe = onUpdateAvailable(listener);
    await registerServiceWorker();
    unsubscribe();
    container.registration.installUpdate();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('build polling', () => {
  const checks = () => container.registration.active!.messages.filter((m) => (m as { type: string }).type === CHECK_FOR_NEW_BUILD);

  it('has the worker check at start and on every interval the server configured', async () => {
    document.head.innerHTML = '<meta name="build-poll-interval-ms" content="2000">';
    const { registerServiceWorker } = await loadFreshModule();
    await registerServiceWorker();
    expect(checks()).toEqual([{ type: CHECK_FOR_NEW_BUILD, intervalMs: 2000 }]);
    vi.advanceTimersByTime(4000);
    expect(checks()).toHaveLength(3);
  });

  it('uses the default interval without the meta tag, and checks again when the connection returns', async () => {
    const { registerServiceWorker } = await loadFreshModule();
    await registerServiceWorker();
    vi.advanceTimersByTime(DEFAULT_BUILD_POLL_INTERVAL_MS - 1);
    expect(checks()).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    expect(checks()).toHaveLength(2);
  });

  it('stops once the page takes an update, so nothing wakes the old worker while the browser swaps it out', async () => {
    document.head.innerHTML = '<meta name="build-poll-interval-ms" content="2000">';
    const { registerServiceWorker, applyUpdate } = await loadFreshModule();
    await registerServiceWorker();
    container.registration.installUpdate();
    applyUpdate();
    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event('online'));
    expect(checks()).toHaveLength(1);
  });
});

describe('applyUpdate', () => {
  it('asks the waiting worker to take over, then reloads once it controls the page', async () => {
    const { registerServiceWorker, applyUpdate } = await loadFreshModule();
    await registerServiceWorker();
    const waiting = container.registration.installUpdate();

    expect(applyUpdate()).toBe(true);
    expect(waiting.messages).toEqual([{ type: SKIP_WAITING }]);
    vi.advanceTimersByTime(1);
    expect(reload).not.toHaveBeenCalled();

    container.dispatchEvent(new Event('controllerchange'));
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("holds the page's calls meanwhile, so none of them wakes the old worker while the browser swaps it out", async () => {
    const { registerServiceWorker, applyUpdate } = await loadFreshModule();
    const api = await import('../../web/lib/api');
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await registerServiceWorker();
    container.registration.installUpdate();
    applyUpdate();
    void api.fetchRaw('/api/catalogue/snapshot');
    await vi.advanceTimersByTimeAsync(api.REPLACEMENT_HOLD_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('keeps the 10 s reload guard: a reload right after another waits for the guard', async () => {
    const { registerServiceWorker, applyUpdate } = await loadFreshModule();
    await registerServiceWorker();
    container.registration.installUpdate();
    sessionStorage.setItem('page-reload-at', String(Date.now() - 4000));

    applyUpdate();
    container.dispatchEvent(new Event('controllerchange'));
    vi.advanceTimersByTime(5999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does nothing when no update waits', async () => {
    const { registerServiceWorker, applyUpdate } = await loadFreshModule();
    await registerServiceWorker();
    expect(applyUpdate()).toBe(false);
    container.dispatchEvent(new Event('controllerchange'));
    vi.advanceTimersByTime(1);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isCheckoutOpenInAnyWindow', () => {
  it('asks the active worker, which sees every window', async () => {
    vi.useRealTimers();
    const { registerServiceWorker, isCheckoutOpenInAnyWindow } = await loadFreshModule();
    await registerServiceWorker();
    expect(await isCheckoutOpenInAnyWindow()).toBe(false);
    container.registration.active!.checkoutOpen = true;
    expect(await isCheckoutOpenInAnyWindow()).toBe(true);
  });
});
