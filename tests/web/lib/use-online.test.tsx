// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRetryWhenBackOnline } from '../../../web/lib/use-online';

afterEach(cleanup);

const connectionReturns = () => window.dispatchEvent(new Event('online'));

describe('useRetryWhenBackOnline', () => {
  it('retries once when the connection returns while something waits for it', () => {
    const retry = vi.fn();
    renderHook(() => useRetryWhenBackOnline(true, retry));
    connectionReturns();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does nothing when nothing waits, or once the page has gone', () => {
    const retry = vi.fn();
    const { rerender, unmount } = renderHook(({ waiting }) => useRetryWhenBackOnline(waiting, retry), {
      initialProps: { waiting: false },
    });
    connectionReturns();
    rerender({ waiting: true });
    unmount();
    connectionReturns();
    expect(retry).not.toHaveBeenCalled();
  });

  it('asks nothing while the browser stays online, however often the wait is shown again', () => {
    const retry = vi.fn();
    const { rerender } = renderHook(({ waiting }) => useRetryWhenBackOnline(waiting, retry), {
      initialProps: { waiting: true },
    });
    rerender({ waiting: false });
    rerender({ waiting: true });
    expect(retry).not.toHaveBeenCalled();
  });
});
