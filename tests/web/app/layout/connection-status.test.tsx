// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACK_ONLINE_NOTICE_MS, ConnectionStatus } from '../../../../web/app/layout/ConnectionStatus';

let online = true;
const goOffline = () => {
  online = false;
  window.dispatchEvent(new Event('offline'));
};
const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ConnectionStatus', () => {
  it('says nothing while online', () => {
    render(<ConnectionStatus />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the shop shows saved data while offline, as a status', () => {
    render(<ConnectionStatus />);
    act(goOffline);
    expect(screen.getByRole('status').textContent).toBe('You are offline – showing saved data');
  });

  it('starts offline when the page opens without a connection', () => {
    online = false;
    render(<ConnectionStatus />);
    expect(screen.getByRole('status').textContent).toBe('You are offline – showing saved data');
  });

  it('says Back online for a moment when the connection returns', () => {
    vi.useFakeTimers();
    render(<ConnectionStatus />);
    act(goOffline);
    act(goOnline);
    expect(screen.getByRole('status').textContent).toBe('Back online');
    act(() => vi.advanceTimersByTime(BACK_ONLINE_NOTICE_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
