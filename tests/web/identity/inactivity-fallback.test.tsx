// @vitest-environment happy-dom
/**
 * The inactivity watcher's stand-in, drawn when the watcher's code could not be fetched: the page
 * goes on, and a visit left alone still ends after the inactivity time plus the alert's wait.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inactivityFlag, useUserStore } from '../../../web/features/identity/user-store';
import { renderOnDashboard } from './render-signed-in-page';

const SECONDS = 900;
const session = { tokenInactivityTime: SECONDS, idleExpiresAt: '2030-01-01T00:00:00.000Z', expiresAt: '2030-01-08T00:00:00.000Z' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const location = { href: 'http://localhost/account/dashboard', assign: vi.fn() };
let calls: string[] = [];

async function renderFallback() {
  const { InactivityFallback } = await import('../../../web/features/identity/InactivityFallback');
  return renderOnDashboard(<InactivityFallback seconds={SECONDS} />);
}

/** Lets the sign-out's dynamic import, its fetches and React's updates settle. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 20; i++) {
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(10);
    }
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  localStorage.clear();
  location.assign.mockClear();
  Object.defineProperty(window, 'location', { value: location, configurable: true });
  useUserStore.setState({ status: 'signedIn', account: null, session, cacheKey: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      calls.push(path);
      if (path === '/api/identity/logout') return json(200, { data: { loggedOut: true } });
      return json(404, { error: { code: 'NOT_FOUND', message: 'no' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.doUnmock('../../../web/features/identity/sign-out');
  vi.resetModules();
});

describe('the inactivity fallback', () => {
  it('signs out after the inactivity time plus the alert’s wait, then loads the login page; activity restarts it', async () => {
    await renderFallback();
    act(() => vi.advanceTimersByTime((SECONDS + 50) * 1000));
    fireEvent.mouseMove(window);
    act(() => vi.advanceTimersByTime((SECONDS + 50) * 1000));
    expect(location.assign).not.toHaveBeenCalled();
    expect(calls).toEqual([]);

    act(() => vi.advanceTimersByTime(10_000));
    await settle();
    expect(calls).toContain('/api/identity/logout');
    expect(inactivityFlag.isSet()).toBe(true);
    expect(useUserStore.getState().status).toBe('guest');
    expect(location.assign).toHaveBeenCalledWith('/shelter/login');
  });

  it('still loads the login page, the flag set, when the sign-out’s code cannot be loaded either', async () => {
    vi.resetModules();
    vi.doMock('../../../web/features/identity/sign-out', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await renderFallback();
    act(() => vi.advanceTimersByTime((SECONDS + 60) * 1000));
    await settle();
    expect(location.assign).toHaveBeenCalledWith('/shelter/login');
    expect(inactivityFlag.isSet()).toBe(true);
    expect(calls).toEqual([]);
  });
});
