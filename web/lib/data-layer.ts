import * as waitingEvents from './analytics/waiting-events';

/** One event of the tag manager's data layer. */
export type DataLayerEntry = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    /** events, and the `{ ecommerce: null }` that clears the last ecommerce object before the next */
    dataLayer?: Record<string, unknown>[];
  }
}

/** Set while events wait on the device, so that a later page knows there is something to push. */
const WAITING_HINT = 'shop:data-layer-waiting';

/** Pushes `entry` now; an ecommerce event first clears the previous ecommerce object (Google's advice). */
function pushNow(entry: DataLayerEntry): void {
  window.dataLayer ??= [];
  if ('ecommerce' in entry) window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(entry);
}

/** Work on the waiting events in flight: every push meanwhile goes after it, so the order holds. */
let queueWork: Promise<void> | null = null;

// Imported, not loaded on need: offline, a chunk not yet cached could not load, and the event would be lost.
type WaitingEvents = typeof waitingEvents;

/** Runs `step` after the queue work before it. */
function afterQueue(step: (waiting: WaitingEvents) => Promise<void>): void {
  const work = (queueWork ?? Promise.resolve())
    .then(() => step(waitingEvents))
    .catch((error: unknown) => console.warn('Analytics event could not be pushed', error));
  queueWork = work;
  void work.finally(() => {
    if (queueWork === work) queueWork = null;
  });
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Pushes an event to window.dataLayer. The array is created when missing and otherwise reused,
 * because a tag manager that loaded first replaces its `push` to listen. Offline, the event waits
 * on the device and is pushed, in order and once, when the page is online again (nothing would
 * reach the tag manager's servers meanwhile).
 */
export function pushEntry(entry: DataLayerEntry): void {
  if (!queueWork && !isOffline()) {
    pushNow(entry);
    return;
  }
  afterQueue(async (waiting) => {
    if (isOffline()) {
      markWaiting(true);
      if (await waiting.keepEvent(entry)) return;
    } else await waiting.pushWaiting(pushNow);
    pushNow(entry);
  });
}

/** pushEntry of `event` with `payload`. */
export function pushEvent(event: string, payload: Record<string, unknown> = {}): void {
  pushEntry({ ...payload, event });
}

function markWaiting(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(WAITING_HINT, '1');
    else localStorage.removeItem(WAITING_HINT);
  } catch {
    // storage refused: the next start looks anyway
  }
}

function mayHaveWaiting(): boolean {
  try {
    return localStorage.getItem(WAITING_HINT) !== null;
  } catch {
    return true;
  }
}

/** Pushes the events that waited on the device (this page's, another tab's, an earlier visit's). */
export function pushWaitingEvents(): void {
  afterQueue(async (waiting) => {
    if (isOffline()) return;
    await waiting.pushWaiting(pushNow);
    markWaiting(false);
  });
}

/**
 * At start: pushes what an earlier, offline visit left (when it did), and again each time the page
 * comes online. Answers the stop.
 */
export function startWaitingEvents(): () => void {
  if (mayHaveWaiting()) pushWaitingEvents();
  window.addEventListener('online', pushWaitingEvents);
  return () => window.removeEventListener('online', pushWaitingEvents);
}
