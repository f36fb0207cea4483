// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_BREADCRUMB_STATE } from '../../../core/breadcrumbs/state';
import { getCatalogueSnapshot } from '../../../core/contract/refs';
import { BREADCRUMB_RECORD, useBreadcrumbStore } from '../../../web/features/breadcrumbs/breadcrumb-store';
import { cartActions, getCartView, startCart, whenCartIdle } from '../../../web/features/cart/cart-client';
import { followIdentity } from '../../../web/features/cart/follow-identity';
import { saveConsentChoice } from '../../../web/features/consent/consent-cookie';
import { acceptedCategories, CONSENT_COOKIE, consentChosen } from '../../../web/features/consent/consent-state';
import { profileRecord } from '../../../web/features/identity/profile-record';
import { signOut as signOutNow } from '../../../web/features/identity/sign-out';
import { useUserStore } from '../../../web/features/identity/user-store';
import { LOCATION_RECORD, useLocationStore } from '../../../web/features/location/location-store';
import { callEndpoint } from '../../../web/lib/api';
import { openLocalDb, writeRecord } from '../../../web/lib/local-db';
import { listOutbox } from '../../../web/lib/local-db/outbox';
import { replayOutbox } from '../../../web/lib/local-db/outbox-replay';
import { logoutPendingHere, PENDING_LOGOUT_RECORD } from '../../../web/lib/local-db/pending-logout';
import { cancelScheduledReplay, pageReplaySettled } from '../../../web/lib/outbox-trigger';
import { createIdbSyncStorage, createQueryPersister, restoreAndPersistQueries } from '../../../web/lib/query-persistence';
import { kibble, sample } from '../../core/cart/fixtures';
import { createFakeCartServer, type FakeCartServer } from '../cart/state/support/fake-cart-server';
import { freshLocalDb } from '../cart/state/support/local-db';
import { signInForTest } from './signed-in';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const LOGOUT = '/api/identity/logout';

/** signOut, then the replay it may have started in the background (offline) is settled and its retry stopped. */
async function signOut(options?: { forInactivity?: boolean }) {
  const result = await signOutNow(options);
  await pageReplaySettled();
  cancelScheduledReplay();
  return result;
}

let cart: FakeCartServer;
/** every request, in order, with the cookies it was allowed to carry */
let sent: { path: string; credentials: RequestCredentials | undefined }[];
let offline: boolean;
let stops: (() => void)[];

function shopFetch(): typeof fetch {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (offline) throw new TypeError('Failed to fetch');
    sent.push({ path, credentials: init?.credentials });
    if (path === LOGOUT) return json(200, { data: { loggedOut: true } });
    if (path === '/api/delete-cache-item') return json(200, { data: true });
    if (path.startsWith('/api/ecom/')) return cart.fetch(input, init);
    return json(200, { data: { products: [] } });
  }) as unknown as typeof fetch;
}

const cookieNames = () =>
  document.cookie
    .split('; ')
    .filter(Boolean)
    .map((c) => c.split('=')[0]);

async function recordKeys(): Promise<string[]> {
  const db = await openLocalDb();
  return db ? ((await db.getAllKeys('records')) as string[]).sort() : [];
}

/** A persisted query client holding one answer of the user's account, a search and a product. */
async function persistedQueries(customerId: string) {
  const client = new QueryClient();
  const storage = createIdbSyncStorage({ recordKey: 'query-cache', writeDelayMs: 10 });
  await storage.hydrate();
  stops.push(await restoreAndPersistQueries(client, createQueryPersister(storage), 'test-build'));
  client.setQueryData(['account', customerId, 'orders', ''], { pages: [{ orders: [{ number: 'VN-900001' }] }] });
  client.setQueryData(['catalogue', 'page', { query: 'senior kidney diet' }], { products: [] });
  return client;
}

/** User A at the shared computer: signed in, with a cart, a trail, a zip and account answers. */
async function userAWasHere(site: 'DTC' | 'HPSF') {
  signInForTest();
  const { account, session } = useUserStore.getState();
  useUserStore.getState().signedIn(account!, session!, 'account:cache-key');
  stops.push(startCart(site), followIdentity());
  await vi.waitFor(() => expect(getCartView().ready).toBe(true));
  await cartActions.addToCart(kibble.variants[0], 2, { product: kibble });
  await whenCartIdle();
  useBreadcrumbStore.getState().dispatch({ type: 'navigated', kind: 'SRP', searchQuery: 'senior kidney diet' });
  useLocationStore.getState().setZip('80011', 'HOME');
  const client = await persistedQueries(account!.customerId);
  await writeRecord('catalogue-snapshot-meta', { etag: 'W/"1"' });
  // the donation widget's tracking record and A's chosen cause
  localStorage.setItem('donation:store:tracking', JSON.stringify('0b8e7c52-3f1d-4a6e-9c2b-5d7f8a9e1c34'));
  localStorage.setItem('donation:store:last', JSON.stringify({ cause: { id: '13-1023757' }, products: {}, currency: 'USD' }));
  await vi.waitFor(async () => expect(await recordKeys()).toEqual(expect.arrayContaining(['profile', 'query-cache', 'breadcrumbs'])), {
    timeout: 3000,
  });
  return client;
}

/** Nothing of A is left for the next person: memory, storage and cookies. */
async function expectNothingOfA(client: QueryClient) {
  expect(useUserStore.getState()).toMatchObject({ status: 'guest', account: null, session: null });
  expect(getCartView().cart).toBeNull();
  expect(getCartView().pendingCount).toBe(0);
  expect(await listOutbox()).toEqual([]);
  expect(cookieNames()).not.toContain('col_cart_id');
  expect(cookieNames()).not.toContain('guest_col_cart_id');
  expect(useBreadcrumbStore.getState().state).toEqual(INITIAL_BREADCRUMB_STATE);
  expect(useLocationStore.getState().stored).toBeNull();
  expect(Object.keys(localStorage).filter((key) => key.startsWith('donation:'))).toEqual([]);
  expect(client.getQueryCache().getAll()).toEqual([]);
  expect(await profileRecord.read()).toBeUndefined();
  const keys = await recordKeys();
  for (const personal of ['profile', 'cart', 'cart-products', BREADCRUMB_RECORD, LOCATION_RECORD]) expect(keys).not.toContain(personal);
  const db = await openLocalDb();
  const cache = JSON.stringify((await db?.get('records', 'query-cache')) ?? null);
  expect(cache).not.toContain('VN-900001');
  expect(cache).not.toContain('senior kidney diet');
}

/** The service worker's Cache Storage as the page sees it: the names of the caches it holds. */
let cacheNames: Set<string>;
const PRECACHE = 'workbox-precache-v2-https://shop/';

beforeEach(() => {
  cacheNames = new Set([PRECACHE, 'api-reads', 'images']);
  vi.stubGlobal('caches', {
    delete: async (name: string) => cacheNames.delete(name),
    keys: async () => [...cacheNames],
  });
  freshLocalDb();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  for (const name of ['guest_col_cart_id', 'col_cart_id', CONSENT_COOKIE]) document.cookie = `${name}=; Path=/; Max-Age=0`;
  cart = createFakeCartServer([kibble, sample]);
  sent = [];
  offline = false;
  stops = [];
  vi.stubGlobal('fetch', shopFetch());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  await whenCartIdle();
  for (const stop of stops) stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signing out on a shared workstation (DTC)', () => {
  it('from the menu, online: the shop ends the session and nothing of the user stays on the device', async () => {
    const client = await userAWasHere('DTC');
    expect(getCartView().cart?.lines).toHaveLength(1);
    saveConsentChoice(['functional']);

    expect(await signOut()).toEqual({ endedOnServer: true });

    expect(sent.map((call) => call.path)).toContain(LOGOUT);
    await expectNothingOfA(client);
    expect(logoutPendingHere()).toBe(false);
    expect(await recordKeys()).toContain('catalogue-snapshot-meta'); // DTC keeps the shop's own catalogue
    expect(acceptedCategories()).toEqual(['necessary', 'functional']); // and the device's cookie choice
    // the worker's cached API reads (their URLs hold searches and zips) go; pictures and the app stay
    expect([...cacheNames].sort()).toEqual(['images', PRECACHE]);
  });

  it('offline: the device is wiped all the same (the queued cart changes too), and the logout waits', async () => {
    const client = await userAWasHere('DTC');
    offline = true;
    await cartActions.addToCart(sample.variants[0], 1, { product: sample });
    await whenCartIdle();
    expect((await listOutbox()).length).toBeGreaterThan(0);

    expect(await signOut()).toEqual({ endedOnServer: false });

    await expectNothingOfA(client);
    expect(logoutPendingHere()).toBe(true);
    expect(await recordKeys()).toContain(PENDING_LOGOUT_RECORD);
  });

  it('a pending logout goes before any other call; until it can, no call carries the session cookie and no write goes', async () => {
    await userAWasHere('DTC');
    offline = true;
    await signOut();

    // still offline, the shop answers nothing: a read goes without cookies, a write not at all
    offline = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        sent.push({ path, credentials: init?.credentials });
        if (path === LOGOUT) return json(503, { error: { code: 'UNAVAILABLE', message: 'down' } });
        return json(200, { data: { products: [] } });
      }),
    );
    sent = [];
    await callEndpoint(getCatalogueSnapshot, {}).catch(() => undefined);
    expect(sent.map((call) => [call.path, call.credentials])).toEqual([
      [LOGOUT, 'same-origin'],
      ['/api/catalogue/snapshot', 'omit'],
    ]);
    sent = [];
    await expect(useUserStore.getState().load()).resolves.toBeUndefined();
    expect(sent.map((call) => call.path)).toEqual([LOGOUT]); // account-info was not sent under the old session
    expect(useUserStore.getState().status).toBe('guest');

    // the shop is back: the logout goes first, once, then the call as usual
    vi.stubGlobal('fetch', shopFetch());
    sent = [];
    await callEndpoint(getCatalogueSnapshot, {}).catch(() => undefined);
    await callEndpoint(getCatalogueSnapshot, {}).catch(() => undefined);
    expect(sent.map((call) => [call.path, call.credentials])).toEqual([
      [LOGOUT, 'same-origin'],
      ['/api/catalogue/snapshot', 'same-origin'],
      ['/api/catalogue/snapshot', 'same-origin'],
    ]);
    expect(logoutPendingHere()).toBe(false);
    expect(await recordKeys()).not.toContain(PENDING_LOGOUT_RECORD);
  });

  it("the outbox replay (the worker's, tabs closed) sends the pending logout before the next person's queued cart", async () => {
    await userAWasHere('DTC');
    offline = true;
    await signOut();
    // a guest now at the same computer fills a cart, still offline
    await cartActions.addToCart(sample.variants[0], 1, { product: sample });
    await whenCartIdle();
    expect((await listOutbox()).map((row) => row.path.split('/').at(-1))).toEqual(['create-cart', 'add-cart-line-items']);

    offline = false;
    sent = [];
    const report = await replayOutbox(shopFetch());
    expect(report).toMatchObject({ sent: 2, stopped: null });
    expect(sent.map((call) => call.path.split('/').at(-1))).toEqual(['logout', 'create-cart', 'add-cart-line-items']);
    expect(logoutPendingHere()).toBe(false);
  });

  it('the shop answering that the session is over (ended elsewhere, expired) wipes the device as a sign-out does', async () => {
    const client = await userAWasHere('DTC');
    const shop = shopFetch();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        new URL(String(input), 'http://localhost').pathname === '/api/identity/account-info'
          ? json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } })
          : shop(input, init),
      ),
    );
    await useUserStore.getState().load();
    await expectNothingOfA(client);
  });

  it('the replay stops, and sends nothing, while the pending logout cannot reach the shop', async () => {
    await userAWasHere('DTC');
    offline = true;
    await signOut();
    await cartActions.addToCart(sample.variants[0], 1, { product: sample });
    await whenCartIdle();
    sent = [];
    const report = await replayOutbox(shopFetch());
    expect(report.stopped).toBe('retry-later');
    expect(await listOutbox()).toHaveLength(2);
    expect(sent).toEqual([]);
  });
});

describe('signing out on the staff-feeding storefront (HPSF, clinic computers)', () => {
  it('deletes the whole local database, the shop catalogue included, and forgets the cookie choice', async () => {
    document.head.innerHTML = '<meta name="site-code" content="HPSF">';
    const client = await userAWasHere('HPSF');
    expect(await recordKeys()).toContain('catalogue-snapshot-meta');
    saveConsentChoice(['functional', 'analytics']);
    expect(consentChosen()).toBe(true);

    expect(await signOut()).toEqual({ endedOnServer: true });

    await expectNothingOfA(client);
    expect(cookieNames()).not.toContain(CONSENT_COOKIE);
    expect(consentChosen()).toBe(false);
    expect(acceptedCategories()).toEqual(['necessary']);
    const db = await openLocalDb();
    expect(await db?.count('outbox')).toBe(0);
    // only what was written after the sign-out: the empty query cache of the next visit, nothing older
    expect((await recordKeys()).filter((key) => key !== 'query-cache')).toEqual([]);
    // every cache the worker filled at run time; the app's own precached code stays
    expect([...cacheNames]).toEqual([PRECACHE]);
    document.head.innerHTML = '';
  });

  it('offline: the new, empty database keeps only the logout the shop must still hear of', async () => {
    document.head.innerHTML = '<meta name="site-code" content="HPSF">';
    const client = await userAWasHere('HPSF');
    offline = true;
    await signOut({ forInactivity: true });
    await expectNothingOfA(client);
    expect((await recordKeys()).filter((key) => key !== 'query-cache')).toEqual([PENDING_LOGOUT_RECORD]);
    document.head.innerHTML = '';
  });
});
