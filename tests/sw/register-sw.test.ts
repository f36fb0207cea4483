import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: unknown) => void;

// Stands in for workbox-window: records registration and lets a test fire lifecycle events.
const fakeWorkbox = vi.hoisted(() => {
  const state = {
    instances: [] as Array<{ url: string; listeners: Map<string, Listener[]>; skipWaitingSent: boolean }>,
    emit(type: string) {
      for (const listener of state.instances[0]?.listeners.get(type) ?? []) listener({ type });
    },
  };
  return state;
});

vi.mock('workbox-window', () => ({
  Workbox: class {
    listeners = new Map<string, Listener[]>();
    skipWaitingSent = false;
    constructor(readonly url: string) {
      fakeWorkbox.instances.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    async register() {}
    messageSkipWaiting() {
      this.skipWaitingSent = true;
    }
  },
}));

const loadFreshModule = async () => {
  vi.resetModules();
  return import('../../web/lib/register-sw');
};

describe('registerServiceWorker', () => {
  const reload = vi.fn();

  beforeEach(() => {
    fakeWorkbox.instances.length = 0;
    reload.mockClear();
    vi.stubEnv('PROD', true);
    vi.stubGlobal('navigator', { serviceWorker: {} });
    vi.stubGlobal('window', { location: { reload } });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('registers /sw.js once in a production build', async () => {
    const { registerServiceWorker } = await loadFreshModule();

    await registerServiceWorker();
    await registerServiceWorker();

    expect(fakeWorkbox.instances.map((instance) => instance.url)).toEqual(['/sw.js']);
  });

  it('registers nothing in development', async () => {
    vi.stubEnv('PROD', false);
    const { registerServiceWorker } = await loadFreshModule();

    await registerServiceWorker();

    expect(fakeWorkbox.instances).toHaveLength(0);
  });

  it('registers nothing where the browser has no service workers', async () => {
    vi.stubGlobal('navigator', {});
    const { registerServiceWorker } = await loadFreshModule();

    await registerServiceWorker();

    expect(fakeWorkbox.instances).toHaveLength(0);
  });

  it('tells listeners when a new version is waiting, including ones that subscribe later', async () => {
    const { registerServiceWorker, onUpdateAvailable, isUpdateAvailable } = await loadFreshModule();
    const early = vi.fn();
    const late = vi.fn();
    onUpdateAvailable(early);
    await registerServiceWorker();

    expect(isUpdateAvailable()).toBe(false);
    fakeWorkbox.emit('waiting');
    onUpdateAvailable(late);

    expect(isUpdateAvailable()).toBe(true);
    expect(early).toHaveBeenCalledOnce();
    expect(late).toHaveBeenCalledOnce();
  });

  it('stops calling a listener after it unsubscribes', async () => {
    const { registerServiceWorker, onUpdateAvailable } = await loadFreshModule();
    const listener = vi.fn();
    const unsubscribe = onUpdateAvailable(listener);
    await registerServiceWorker();

    unsubscribe();
    fakeWorkbox.emit('waiting');

    expect(listener).not.toHaveBeenCalled();
  });

  it('applies a waiting update by asking the worker to take over, then reloads once it controls', async () => {
    const { registerServiceWorker, applyUpdate } = await loadFreshModule();
    await registerServiceWorker();
    fakeWorkbox.emit('waiting');

    applyUpdate();
    expect(fakeWorkbox.instances[0].skipWaitingSent).toBe(true);
    expect(reload).not.toHaveBeenCalled();

    fakeWorkbox.emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does nothing on applyUpdate when no update is waiting', async () => {
    const { registerServiceWorker, applyUpdate } = await loadFreshModule();
    await registerServiceWorker();

    applyUpdate();
    fakeWorkbox.emit('controlling');

    expect(fakeWorkbox.instances[0].skipWaitingSent).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
