// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InactivityWatcher } from '../../../web/features/identity/InactivityWatcher';
import { inactivityFlag, useUserStore } from '../../../web/features/identity/user-store';
import { logoutPendingHere } from '../../../web/lib/local-db/pending-logout';
import { freshLocalDb } from '../cart/state/support/local-db';
import { renderOnDashboard } from './render-signed-in-page';

const session = { tokenInactivityTime: 900, idleExpiresAt: '2030-01-01T00:00:00.000Z', expiresAt: '2030-01-08T00:00:00.000Z' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let calls: { path: string; body: Record<string, unknown> }[] = [];
let refreshFails = false;
/** when set, what refresh-session-token answers (a thrown error is a request that never got through) */
let refreshAnswer: (() => Response) | null = null;

function renderWatcher() {
  return renderOnDashboard(<InactivityWatcher seconds={900} />);
}

/** Lets the fetch promises and React updates that timers started settle (and the schemas an answer waits for load). */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
    await vi.dynamicImportSettled();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

/** Waits until the calls made are `paths`: a logout is sent once the device has noted it in IndexedDB, which answers in its own time. */
async function untilCalls(paths: string[]) {
  await vi.waitFor(async () => {
    await flush();
    expect(calls.map((c) => c.path)).toEqual(paths);
  });
}

beforeEach(() => {
  // the clock of the timers the watcher sets; IndexedDB (fake-indexeddb) keeps its own setImmediate
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  freshLocalDb();
  calls = [];
  refreshFails = false;
  refreshAnswer = null;
  localStorage.clear();
  useUserStore.setState({ status: 'signedIn', account: null, session, cacheKey: 'account:00000000-0000-4000-8000-000000000000' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : {} });
      if (path.endsWith('/refresh-session-token')) {
        if (refreshAnswer) return refreshAnswer();
        return refreshFails
          ? json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } })
          : json(200, { data: session });
      }
      if (path === '/api/identity/logout') return json(200, { data: { loggedOut: true } });
      if (path === '/api/delete-cache-item') return json(200, { data: true });
      return json(404, { error: { code: 'NOT_FOUND', message: 'no' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('inactivity flow (§4)', () => {
  it('alerts after tokenInactivityTime; Continue force-refreshes and restarts the timer', async () => {
    renderWatcher();
    act(() => vi.advanceTimersByTime(899_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    expect(calls.filter((c) => c.path.endsWith('/refresh-session-token')).map((c) => c.body)).toEqual([{ forceRefreshToken: true }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => vi.advanceTimersByTime(900_000));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('after Continue the next alert counts from the click, however long the refresh takes', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.mocked(fetch).mockImplementationOnce(async (input) => {
      calls.push({ path: new URL(String(input), 'http://localhost').pathname, body: {} });
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    renderWatcher();
    act(() => vi.advanceTimersByTime(900_000));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    act(() => vi.advanceTimersByTime(300_000)); // the shop answers five minutes later
    answer(json(200, { data: session }));
    await flush();
    act(() => vi.advanceTimersByTime(599_999));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('a failed refresh in the alert restarts the timer instead of logging out', async () => {
    refreshFails = true;
    renderWatcher();
    act(() => vi.advanceTimersByTime(900_000));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    expect(calls.some((c) => c.path === '/api/identity/logout')).toBe(false);
    act(() => vi.advanceTimersByTime(900_000));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('mouse moves and key presses restart the timer, debounced by 1 s', async () => {
    renderWatcher();
    act(() => vi.advanceTimersByTime(800_000));
    fireEvent.mouseMove(window);
    act(() => vi.advanceTimersByTime(1_000)); // the debounce ends: the timer starts again
    act(() => vi.advanceTimersByTime(850_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.keyDown(window, { key: 'a' });
    act(() => vi.advanceTimersByTime(899_999));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1_001));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('no answer within the alert logs out, clears the profile, drops the cache item and sets the flag', async () => {
    const router = renderWatcher();
    act(() => vi.advanceTimersByTime(900_000));
    for (let i = 0; i < 60; i++) act(() => vi.advanceTimersByTime(1_000));
    await untilCalls(['/api/identity/logout', '/api/delete-cache-item']);
    expect(useUserStore.getState().status).toBe('guest');
    expect(inactivityFlag.isSet()).toBe(true);
    expect(router.state.location.pathname).toBe('/shelter/login');
  });

  it('offline, no answer within the alert still signs out on the device and goes to the login; the logout waits', async () => {
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', offline);
    const router = renderWatcher();
    act(() => vi.advanceTimersByTime(900_000));
    for (let i = 0; i < 60; i++) act(() => vi.advanceTimersByTime(1_000));
    // signed out on the device, then the logout tried (IndexedDB answers in its own time)
    await vi.waitFor(async () => {
      await flush();
      expect(offline).toHaveBeenCalled();
    });
    expect(logoutPendingHere()).toBe(true);
    expect(useUserStore.getState().status).toBe('guest');
    expect(inactivityFlag.isSet()).toBe(true);
    expect(router.state.location.pathname).toBe('/shelter/login');
  });
});

describe('session refresh outside the alert and answers without a session (§8)', () => {
  const REFRESH = '/api/ecom/v1.0/refresh-session-token';
  const unauthenticated = () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } });

  /** Activity after more than half the inactivity time: the debounced handler refreshes (not forced). */
  async function activeAfterAWhile() {
    act(() => vi.advanceTimersByTime(600_000));
    fireEvent.mouseMove(window);
    act(() => vi.advanceTimersByTime(1_000));
    for (let i = 0; i < 4; i++) await flush();
  }

  it('activity refreshes the session without forcing it; a good answer updates the store and keeps the user signed in', async () => {
    const renewed = { ...session, idleExpiresAt: '2030-01-01T00:16:00.000Z' };
    refreshAnswer = () => json(200, { data: renewed });
    const router = renderWatcher();
    await activeAfterAWhile();
    expect(calls).toEqual([{ path: REFRESH, body: { forceRefreshToken: false } }]);
    expect(useUserStore.getState()).toMatchObject({ status: 'signedIn', session: renewed });
    expect(router.state.location.pathname).toBe('/account/dashboard');
  });

  it('a refresh on activity that fails signs the user out (not for inactivity) and goes to the login page', async () => {
    refreshAnswer = unauthenticated;
    const router = renderWatcher();
    await activeAfterAWhile();
    await untilCalls([REFRESH, '/api/identity/logout', '/api/delete-cache-item']);
    expect(calls[0].body).toEqual({ forceRefreshToken: false });
    expect(useUserStore.getState()).toMatchObject({ status: 'guest', account: null, session: null, cacheKey: null });
    expect(inactivityFlag.isSet()).toBe(false);
    expect(router.state.location.pathname).toBe('/shelter/login');
  });

  it('a refresh on activity that never reached the server (offline) is no failure of the session: still signed in', async () => {
    refreshAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    const router = renderWatcher();
    await activeAfterAWhile();
    expect(calls.map((c) => c.path)).toEqual([REFRESH]);
    expect(useUserStore.getState().status).toBe('signedIn');
    expect(router.state.location.pathname).toBe('/account/dashboard');
  });

  it('a refresh on activity answered without a session signs the user out', async () => {
    refreshAnswer = () => json(200, { data: {} });
    const router = renderWatcher();
    await activeAfterAWhile();
    await untilCalls([REFRESH, '/api/identity/logout', '/api/delete-cache-item']);
    expect(useUserStore.getState().status).toBe('guest');
    expect(router.state.location.pathname).toBe('/shelter/login');
  });

  it('Continue answered without a session signs out instead of restarting the timer', async () => {
    refreshAnswer = () => json(200, { data: { tokenInactivityTime: 900 } });
    const router = renderWatcher();
    act(() => vi.advanceTimersByTime(900_000));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await untilCalls([REFRESH, '/api/identity/logout', '/api/delete-cache-item']);
    expect(calls[0].body).toEqual({ forceRefreshToken: true });
    expect(useUserStore.getState().status).toBe('guest');
    expect(inactivityFlag.isSet()).toBe(false); // answered, so not 'logged out for inactivity'
    expect(router.state.location.pathname).toBe('/shelter/login');
    act(() => vi.advanceTimersByTime(900_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
