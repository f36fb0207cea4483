// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../../web/features/identity/sign-out';
import { PROFILE_RECORD, profileRecord } from '../../../web/features/identity/profile-record';
import { inactivityFlag, markUserActive, useUserStore } from '../../../web/features/identity/user-store';
import { INACTIVITY_ALERT_SECONDS } from '../../../core/identity/rules';
import { logoutPendingHere } from '../../../web/lib/local-db/pending-logout';
import { readRecord } from '../../../web/lib/local-db';
import { createIdbSyncStorage, createQueryPersister, restoreAndPersistQueries } from '../../../web/lib/query-persistence';
import { syncStorageRecordSchema } from '../../../web/lib/query-persistence/stored-cache-schemas';
import { signInForTest } from './signed-in';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const offline = () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));

function knownShopper() {
  signInForTest();
  const { account, session } = useUserStore.getState();
  if (!account || !session) throw new Error('test shopper missing');
  return { account, session };
}

/** A fresh page: the store knows nothing yet, IndexedDB keeps what an earlier page stored. */
function reloadPage() {
  useUserStore.setState({ status: 'unknown', account: null, session: null, cacheKey: null, offline: false });
}

async function storedQueryCache(): Promise<string> {
  const record = await readRecord('query-cache', syncStorageRecordSchema);
  return record?.items.map((item) => item.value).join('\n') ?? '';
}

beforeEach(async () => {
  reloadPage();
  localStorage.clear();
  await profileRecord.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the signed-in profile kept for offline visits', () => {
  it('is stored at sign-in, without any token, and read back when account-info cannot be reached', async () => {
    const { account, session } = knownShopper();
    useUserStore.getState().signedIn(account, session, 'account:cache-key');
    await vi.waitFor(async () => expect(await profileRecord.read()).toMatchObject({ account, session }));
    const stored = await profileRecord.read();
    // the profile, the session's times and the last activity seen here
    expect(Object.keys(stored ?? {}).sort()).toEqual(['account', 'lastActiveAt', 'session']);
    expect(JSON.stringify(stored)).not.toMatch(/cache-key|sessionToken|password|jwt/i);

    reloadPage();
    vi.stubGlobal('fetch', offline());
    await useUserStore.getState().load();
    expect(useUserStore.getState()).toMatchObject({ status: 'signedIn', offline: true, account });
  });

  it('is a guest offline when nobody signed in on this device', async () => {
    vi.stubGlobal('fetch', offline());
    await useUserStore.getState().load();
    expect(useUserStore.getState()).toMatchObject({ status: 'guest', account: null, offline: false });
  });

  it('does not outlive the session: past its absolute lifetime the stored profile signs no one in', async () => {
    const { account, session } = knownShopper();
    await profileRecord.write({ account, session: { ...session, expiresAt: '2020-01-01T00:00:00.000Z' }, lastActiveAt: Date.now() });
    reloadPage();
    vi.stubGlobal('fetch', offline());
    await useUserStore.getState().load();
    expect(useUserStore.getState().status).toBe('guest');
  });

  it('a stored record of another shape is dropped, never trusted', async () => {
    const { writeRecord } = await import('../../../web/lib/local-db');
    await writeRecord(PROFILE_RECORD, { account: { customerId: 'x' }, session: null });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', offline());
    await useUserStore.getState().load();
    expect(useUserStore.getState().status).toBe('guest');
  });

  it('a 401 online still means signed out, and forgets the stored profile', async () => {
    const { account, session } = knownShopper();
    await profileRecord.write({ account, session, lastActiveAt: Date.now() });
    reloadPage();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } })),
    );
    await useUserStore.getState().load();
    expect(useUserStore.getState()).toMatchObject({ status: 'guest', account: null });
    expect(await profileRecord.read()).toBeUndefined();
  });

  it('§8: a lookup the server fails (not a 401) is signed out too, not the offline copy', async () => {
    const { account, session } = knownShopper();
    await profileRecord.write({ account, session, lastActiveAt: Date.now() });
    reloadPage();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } })),
    );
    await useUserStore.getState().load();
    expect(useUserStore.getState()).toMatchObject({ status: 'guest', account: null, offline: false });
  });
});

describe('logout on a shared workstation', () => {
  it('removes the profile and every per-customer answer from the persisted query cache at once', async () => {
    const client = new QueryClient();
    const storage = createIdbSyncStorage({ recordKey: 'query-cache', writeDelayMs: 10 });
    await storage.hydrate();
    const stop = await restoreAndPersistQueries(client, createQueryPersister(storage), 'test-build');
    const { account, session } = knownShopper();
    useUserStore.getState().signedIn(account, session);
    client.setQueryData(['account', account.customerId, 'orders', ''], { pages: [{ orders: [{ number: 'VN-900001' }] }] });
    client.setQueryData(['checkout', 'order', 'cart-1', 'VN-900001'], { number: 'VN-900001' });
    client.setQueryData(['catalogue', 'products'], ['kibble-meadow']);
    await vi.waitFor(async () => expect(await storedQueryCache()).toContain('VN-900001'), { timeout: 3000 });
    await vi.waitFor(async () => expect(await profileRecord.read()).toBeDefined());

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { data: { loggedOut: true } })),
    );
    expect(await signOut()).toEqual({ endedOnServer: true });

    // no waiting for the persister's throttle: the stored copy is clean when signOut resolves
    const cache = await storedQueryCache();
    expect(cache).not.toContain('VN-900001');
    // the whole cache goes: its keys tell what the last user searched for and had in the cart
    expect(cache).not.toContain('kibble-meadow');
    expect(client.getQueryData(['account', account.customerId, 'orders', ''])).toBeUndefined();
    expect(await profileRecord.read()).toBeUndefined();
    expect(useUserStore.getState().status).toBe('guest');
    stop();
  });

  it('signs out on the device all the same when the shop cannot be reached (offline); the logout waits', async () => {
    const { account, session } = knownShopper();
    await profileRecord.write({ account, session, lastActiveAt: Date.now() });
    vi.stubGlobal('fetch', offline());
    expect(await signOut()).toEqual({ endedOnServer: false });
    expect(await profileRecord.read()).toBeUndefined();
    expect(useUserStore.getState()).toMatchObject({ status: 'guest', account: null });
    expect(logoutPendingHere()).toBe(true);
  });
});

describe('the idle timeout, offline (a shared computer left with the app open, or opened again later)', () => {
  const idleLimitMs = (900 + INACTIVITY_ALERT_SECONDS) * 1000;

  it('a stored profile whose last activity is older than the inactivity time (and the alert) signs no one in', async () => {
    const { account, session } = knownShopper();
    await profileRecord.write({ account, session, lastActiveAt: Date.now() - idleLimitMs - 1000 });
    reloadPage();
    vi.stubGlobal('fetch', offline());
    await useUserStore.getState().load();
    expect(useUserStore.getState()).toMatchObject({ status: 'guest', account: null });
    // signed out for inactivity, as the open page would have: profile gone, the flag the login page reads set
    await vi.waitFor(async () => expect(await profileRecord.read()).toBeUndefined());
    expect(inactivityFlag.isSet()).toBe(true);
    expect(logoutPendingHere()).toBe(true);
  });

  it('a profile active within the idle timeout still stands offline', async () => {
    const { account, session } = knownShopper();
    await profileRecord.write({ account, session, lastActiveAt: Date.now() - idleLimitMs + 60_000 });
    reloadPage();
    vi.stubGlobal('fetch', offline());
    await useUserStore.getState().load();
    expect(useUserStore.getState()).toMatchObject({ status: 'signedIn', offline: true, account });
  });

  it('activity on the device moves the last activity forward (at most every 15 s)', async () => {
    const { account, session } = knownShopper();
    useUserStore.getState().signedIn(account, session);
    await vi.waitFor(async () => expect(await profileRecord.read()).toBeDefined());
    const first = (await profileRecord.read())!.lastActiveAt;
    markUserActive(first + 5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await profileRecord.read())!.lastActiveAt).toBe(first);
    markUserActive(first + 20_000);
    await vi.waitFor(async () => expect((await profileRecord.read())!.lastActiveAt).toBe(first + 20_000));
  });
});
