import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { longTimerQueue } from '../../../web/lib/long-timers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the long-timer queue', () => {
  it('runs queued timers in order of their time, never early, under one browser timer', () => {
    const timers = longTimerQueue();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('gc'), 300_000);
    timers.setTimeout(() => ran.push('stale'), 60_000);
    timers.setTimeout(() => ran.push('stale-too'), 60_000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(59_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['stale', 'stale-too']);
    vi.advanceTimersByTime(240_000);
    expect(ran).toEqual(['stale', 'stale-too', 'gc']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears a queued timer without touching the browser timer; a cleared one never runs', () => {
    const timers = longTimerQueue();
    const ran: string[] = [];
    const first = timers.setTimeout(() => ran.push('first'), 5_000);
    const second = timers.setTimeout(() => ran.push('second'), 10_000);
    timers.setTimeout(() => timers.clearTimeout(second), 5_000);
    timers.clearTimeout(first);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(20_000);
    expect(ran).toEqual([]);
  });

  it('leaves short timers and intervals to the browser', () => {
    const timers = longTimerQueue();
    const ran: string[] = [];
    const short = timers.setTimeout(() => ran.push('short'), 10);
    timers.setTimeout(() => ran.push('zero'), 0);
    expect(typeof short === 'number' ? short > 0 : true).toBe(true);
    const interval = timers.setInterval(() => ran.push('tick'), 1_000);
    vi.advanceTimersByTime(2_000);
    timers.clearInterval(interval);
    timers.clearTimeout(short);
    expect(ran).toEqual(['zero', 'short', 'tick', 'tick']);
  });
});
