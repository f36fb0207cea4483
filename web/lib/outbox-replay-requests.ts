/**
 * Asking for a replay of the outbox (outbox-trigger.ts): the worker by message and Background
 * Sync, or this page itself when no worker controls it; after a replay that had to stop, another
 * one with back-off. Loaded with the first request for a replay.
 */
import { fetchRaw } from './api';
import { OUTBOX_SYNC_TAG, type ReplayReport } from './local-db/outbox';
import { announce, onCartChannel } from './outbox-trigger';

/** How long syncNow waits for the worker's report before it re-reads the queue anyway. */
const WORKER_REPORT_TIMEOUT_MS = 15_000;
/** Back-off after a replay that had to stop (offline, server busy or down): 1 s, 2 s, 4 s … 30 s. */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 30_000;

type SyncManagerLike = { register(tag: string): Promise<void> };

let failures = 0;
/** The page's own replay in progress (browsers without Web Locks still get one replay at a time). */
let pageReplay: Promise<ReplayReport> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function controllingWorker(): ServiceWorker | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
}

/** Asks the browser for a Background Sync, so the worker replays even if every tab is closed first. */
async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.ready;
    await (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (or not allowed): the message to the worker and 'online' cover it.
  }
}

/** The worker's next OUTBOX_SYNCED report, or null when none comes in time. */
function nextWorkerReport(): Promise<ReplayReport | null> {
  return new Promise((resolve) => {
    const stop = onCartChannel((message) => {
      if (message.type !== 'OUTBOX_SYNCED') return;
      clearTimeout(timer);
      stop();
      resolve(message.report);
    });
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, WORKER_REPORT_TIMEOUT_MS);
  });
}

/**
 * Gets the outbox replayed now and resolves with the report (null when offline or the worker did
 * not answer in time). After a replay that had to stop, another one is scheduled with back-off.
 */
export async function requestReplay(): Promise<ReplayReport | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    // Offline: the browser fires the sync once the network is back, even with every tab closed.
    if (controllingWorker()) void registerBackgroundSync();
    return null;
  }
  const worker = controllingWorker();
  let report: ReplayReport | null;
  if (worker) {
    const answer = nextWorkerReport();
    worker.postMessage({ type: 'REPLAY_OUTBOX' });
    void registerBackgroundSync();
    report = await answer;
  } else {
    report = await replayHere();
    announce({ type: 'OUTBOX_SYNCED', report });
  }
  scheduleRetry(report);
  return report;
}

/** Replays in this page; a replay asked for while one runs waits for it, then goes (new entries may be there). */
async function replayHere(): Promise<ReplayReport> {
  while (pageReplay) await pageReplay;
  // The replay checks answers with zod schemas: loaded now, not at boot (first-visit JS budget).
  pageReplay = import('./local-db/outbox-replay')
    .then(({ replayOutboxLocked }) => replayOutboxLocked(fetchRaw))
    .finally(() => {
      pageReplay = null;
    });
  return pageReplay;
}

function scheduleRetry(report: ReplayReport | null): void {
  clearTimeout(retryTimer);
  if (report && report.stopped === null) {
    failures = 0;
    return;
  }
  const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** failures);
  failures++;
  retryTimer = setTimeout(() => void requestReplay(), delay);
}

/** Resolves once no replay runs in this page (a worker's replay is not awaited). */
export async function pageReplaySettled(): Promise<void> {
  while (pageReplay) await pageReplay.catch(() => undefined);
}

/** Stops the scheduled retry (the cart was forgotten, or tests). */
export function cancelScheduledReplay(): void {
  clearTimeout(retryTimer);
  failures = 0;
}
