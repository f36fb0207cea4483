/**
 * Request pacing: requests asked for together leave one per task. A browser being traced (DevTools,
 * Lighthouse) spends several milliseconds recording each request, and a page's first draw starts
 * some fifteen reads from one React commit: together they made one long task (total blocking time
 * on the first-visit measure). Spread out they are short ones; the last of them leaves a few
 * milliseconds later. Kept apart from the client (web/lib/api.ts) so it can be judged, and
 * removed, on its own.
 */

/** Requests waiting for a task of their own. */
const waitingToSend: (() => void)[] = [];
/** A request has left in the current run of code (cleared at its end, in a microtask). */
let sentInThisRun = false;

/** Lets the next waiting request go, and schedules the one after it in a task of its own. */
function sendNext(): void {
  waitingToSend.shift()?.();
  if (waitingToSend.length > 0) setTimeout(sendNext, 0);
}

/**
 * Resolves when this request may leave: the first of a run of code at once (undefined: no wait),
 * each further one in a task of its own, in the order asked.
 */
export function sendSlot(): Promise<void> | undefined {
  if (!sentInThisRun && waitingToSend.length === 0) {
    sentInThisRun = true;
    queueMicrotask(() => {
      sentInThisRun = false;
    });
    return undefined;
  }
  return new Promise((resolve) => {
    waitingToSend.push(resolve);
    if (waitingToSend.length === 1) setTimeout(sendNext, 0);
  });
}
