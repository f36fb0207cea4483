import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timers at least this long wait in the queue; shorter ones are the browser's own. */
const QUEUED_FROM_MS = 1000;

type TimerId = number | { [Symbol.toPrimitive]: () => number };

/**
 * A timeout provider for TanStack Query that keeps its long timers (a query's garbage collection
 * after gcTime, its staleness after staleTime) in one queue under a single browser timer. Every
 * query sets one of these and clears it as soon as a component reads it, a few dozen on a first
 * list; a browser being traced (DevTools, Lighthouse) records a stack for each browser timer set
 * or cleared, which made the commit that mounts a page one long task (issue 3: TBT). Clearing a
 * queued timer is a Map delete. Queued timers run in order of their time, never early.
 */
export function longTimerQueue(now: () => number = () => Date.now()): TimeoutProvider<TimerId> {
  const queued = new Map<number, { due: number; callback: TimeoutCallback }>();
  let lastId = 0;
  let armed: { due: number; timer: ReturnType<typeof setTimeout> } | undefined;

  const runDue = () => {
    armed = undefined;
    const time = now();
    const due = [...queued].filter(([, entry]) => entry.due <= time).sort(([, a], [, b]) => a.due - b.due);
    for (const [id, entry] of due) {
      if (!queued.delete(id)) continue; // cleared by a callback that ran before it
      entry.callback();
    }
    arm();
  };
  /**
   * The browser timer waits for the soonest queued one. It is moved only when one comes sooner, or
   * when it is overdue (a timer lost with a page's frozen clock, or a test's fake one).
   */
  const arm = () => {
    let soonest = Number.POSITIVE_INFINITY;
    for (const entry of queued.values()) soonest = Math.min(soonest, entry.due);
    if (soonest === Number.POSITIVE_INFINITY || (armed && armed.due <= soonest && armed.due >= now())) return;
    if (armed) clearTimeout(armed.timer);
    armed = { due: soonest, timer: setTimeout(runDue, Math.max(0, soonest - now())) };
  };

  return {
    setTimeout: (callback, delay) => {
      if (!(delay >= QUEUED_FROM_MS)) return setTimeout(callback, delay);
      // Negative ids: never one the browser hands out.
      const id = -++lastId;
      queued.set(id, { due: now() + delay, callback });
      arm();
      return id;
    },
    clearTimeout: (id) => {
      if (typeof id === 'number' && id < 0) queued.delete(id);
      else if (id !== undefined) clearTimeout(id as Parameters<typeof clearTimeout>[0]);
    },
    setInterval: (callback, delay) => setInterval(callback, delay),
    clearInterval: (id) => clearInterval(id as Parameters<typeof clearInterval>[0]),
  };
}
