// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushEvent, pushWaitingEvents, startWaitingEvents } from '../../../../web/lib/data-layer';
import { listDeferred, MAX_DEFERRED_PER_KIND, takeDeferred } from '../../../../web/lib/local-db/deferred';
import { freshLocalDb } from '../../cart/state/support/local-db';

let online = true;
const setOnline = (value: boolean) => {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
};
const names = () => (window.dataLayer ?? []).map((entry) => entry.event ?? 'ecommerce: null');
/** Lets the queue's dynamic import and IndexedDB work finish. */
const settle = () => vi.waitFor(async () => expect(await listDeferred('data-layer')).toBeDefined());
const drained = async () => {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

beforeEach(() => {
  freshLocalDb();
  localStorage.clear();
  window.dataLayer = undefined;
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('data-layer events made offline', () => {
  it('online: pushed at once; an ecommerce event is preceded by { ecommerce: null }', () => {
    pushEvent('search', { search_term: 'kibble' });
    pushEvent('view_item', { ecommerce: { currency: 'USD', value: 1, items: [] } });
    expect(window.dataLayer).toEqual([
      { event: 'search', search_term: 'kibble' },
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'USD', value: 1, items: [] } },
    ]);
  });

  it('offline: kept on the device, then pushed in order, once, when the page is online again', async () => {
    const stop = startWaitingEvents();
    pushEvent('page_view', { page_path: '/products' });
    setOnline(false);
    pushEvent('view_item', { ecommerce: { currency: 'USD', value: 2, items: [] } });
    pushEvent('add_to_cart', { ecommerce: { currency: 'USD', value: 2, items: [] } });
    pushEvent('view_cart', { ecommerce: { currency: 'USD', value: 2, items: [] } });
    await drained();
    expect(names()).toEqual(['page_view']);
    expect((await listDeferred('data-layer')).map((row) => (row.body as { event: string }).event)).toEqual([
      'view_item',
      'add_to_cart',
      'view_cart',
    ]);

    setOnline(true);
    pushEvent('search', { search_term: 'after' }); // made online, after the waiting ones
    await drained();
    expect(names()).toEqual([
      'page_view',
      'ecommerce: null',
      'view_item',
      'ecommerce: null',
      'add_to_cart',
      'ecommerce: null',
      'view_cart',
      'search',
    ]);
    expect(await listDeferred('data-layer')).toEqual([]);

    // coming online again (or another tab doing so) pushes nothing twice
    setOnline(true);
    pushWaitingEvents();
    await drained();
    expect(names().filter((n) => n === 'add_to_cart')).toHaveLength(1);
    stop();
  });

  it('a later visit (a reload) pushes what an offline one left, and only when it was left', async () => {
    setOnline(false);
    pushEvent('select_item', { ecommerce: { items: [] } });
    await drained();
    expect(localStorage.getItem('shop:data-layer-waiting')).toBe('1');
    window.dataLayer = undefined; // the reload's new page
    setOnline(true);
    const stop = startWaitingEvents();
    await drained();
    expect(names()).toEqual(['ecommerce: null', 'select_item']);
    expect(localStorage.getItem('shop:data-layer-waiting')).toBeNull();
    stop();
    await settle();
  });

  it('two tabs taking the waiting events together: each event goes to exactly one', async () => {
    setOnline(false);
    pushEvent('view_cart', { ecommerce: { items: [] } });
    pushEvent('begin_checkout', { ecommerce: { items: [] } });
    await drained();
    const [first, second] = await Promise.all([takeDeferred('data-layer'), takeDeferred('data-layer')]);
    expect([...first, ...second].map((entry) => (entry as { event: string }).event)).toEqual(['view_cart', 'begin_checkout']);
  });

  it(`keeps at most ${MAX_DEFERRED_PER_KIND} events; beyond that they are pushed at once rather than lost`, async () => {
    setOnline(false);
    for (let i = 0; i < MAX_DEFERRED_PER_KIND + 2; i++) pushEvent('page_view', { n: i });
    await vi.waitFor(() => expect(names()).toHaveLength(2), { timeout: 10_000 });
    expect(await listDeferred('data-layer')).toHaveLength(MAX_DEFERRED_PER_KIND);
  });
});
