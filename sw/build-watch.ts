import {
  BUILD_INFO_PATH,
  CHECK_FOR_NEW_BUILD,
  GET_WORKER_BUILD_ID,
  IS_CHECKOUT_OPEN,
  isCheckoutPath,
  NEW_BUILD_FOUND,
  type NewBuildFoundMessage,
  readBuildId,
  WORKER_BUILD_ID_GLOBAL,
} from '../core/pwa/build-info';

/** A message event as the worker receives it (ExtendableMessageEvent). */
interface WorkerMessageEvent {
  // biome-ignore lint/suspicious/noExplicitAny: whatever a page posts; each field is checked where read
  data: any;
  ports: ReadonlyArray<MessagePort>;
  waitUntil(work: Promise<unknown>): void;
}

/** The part of the worker's global scope the build watch uses (narrow, so tests can stand in for it). */
export interface BuildWatchScope {
  registration: Pick<ServiceWorkerRegistration, 'installing' | 'waiting' | 'update'>;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled?: boolean;
    }): Promise<ReadonlyArray<{ url: string; postMessage(message: unknown): void }>>;
  };
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}

/**
 * The id of the build this worker belongs to. The build id is a hash of sw.js itself, so it cannot
 * be bundled in: scripts/write-build-info.ts sets it on the first line of dist/sw.js. Undefined for
 * a worker built without that step; such a worker still asks the browser to look for updates.
 */
export function ownBuildId(worker: BuildWatchScope): string | undefined {
  const value = (worker as unknown as Record<string, unknown>)[WORKER_BUILD_ID_GLOBAL];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The worker's memory between checks; lost when the browser stops an idle worker, which only costs one extra check. */
interface WatchState {
  lastCheckAt: number;
  /** the build an update() was last asked for, so a waiting worker of that build is not fetched again */
  updateRequestedFor?: string;
}

/** The build id builds/latest.json names now, or undefined when unreachable (offline) or unreadable. */
async function fetchLatestBuildId(): Promise<string | undefined> {
  try {
    // no-store: neither the HTTP cache nor a CDN may hide a new build.
    const response = await fetch(BUILD_INFO_PATH, { cache: 'no-store' });
    return response.ok ? readBuildId(await response.json()) : undefined;
  } catch {
    return undefined; // offline or a flaky network: the next tick tries again
  }
}

/**
 * Compares builds/latest.json with this worker's build. On a difference, asks the browser to fetch
 * sw.js again (it installs the new worker, which then waits for the app's go-ahead) and tells every
 * open page. Returns the new build's id, or undefined when there is none (or it cannot be known now).
 */
export async function checkForNewBuild(worker: BuildWatchScope, state: WatchState, now = Date.now()): Promise<string | undefined> {
  state.lastCheckAt = now;
  const latest = await fetchLatestBuildId();
  if (!latest || latest === ownBuildId(worker)) return undefined;
  const { registration } = worker;
  const alreadyInstalled = state.updateRequestedFor === latest && registration.waiting;
  if (!registration.installing && !alreadyInstalled) {
    state.updateRequestedFor = latest;
    // A failed update (offline again, server mid-deploy) is retried at the next check.
    await registration.update().catch(() => undefined);
  }
  const notice: NewBuildFoundMessage = { type: NEW_BUILD_FOUND, buildId: latest };
  for (const page of await worker.clients.matchAll({ type: 'window' })) page.postMessage(notice);
  return latest;
}

/** True when some window of this origin shows a checkout page (the update must wait for it). */
export async function isCheckoutOpenAnywhere(worker: BuildWatchScope): Promise<boolean> {
  const pages = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return pages.some((page) => isCheckoutPath(new URL(page.url).pathname));
}

/**
 * Answers the pages' build questions. Pages send CHECK_FOR_NEW_BUILD on their poll interval
 * (BUILD_POLL_INTERVAL_MS): a worker is stopped when idle, so its own timer would not survive.
 * With several tabs open, a check less than half an interval after the previous one is skipped.
 */
export function watchForNewBuilds(worker: BuildWatchScope): void {
  const state: WatchState = { lastCheckAt: Number.NEGATIVE_INFINITY };
  worker.addEventListener('message', (event) => {
    const type = event.data?.type;
    const reply = event.ports[0];
    if (type === CHECK_FOR_NEW_BUILD) {
      const intervalMs = Number(event.data.intervalMs) || 0;
      if (Date.now() - state.lastCheckAt >= intervalMs / 2) event.waitUntil(checkForNewBuild(worker, state));
    } else if (type === IS_CHECKOUT_OPEN && reply) {
      event.waitUntil(isCheckoutOpenAnywhere(worker).then((open) => reply.postMessage({ open })));
    } else if (type === GET_WORKER_BUILD_ID && reply) {
      reply.postMessage({ buildId: ownBuildId(worker) ?? null });
    }
  });
}
