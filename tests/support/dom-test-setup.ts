/**
 * Every component file. Testing Library waits up to 5 s for what a test looks for (findBy…,
 * waitFor), not its default second: the first import of a module in a run is transformed on the
 * spot, which on a busy 2-core machine alone took over a second. A slow answer is allowed, a wrong
 * one still fails.
 *
 * The component files share a worker (vitest.config.ts: isolate false), so the libraries load once
 * per worker rather than once per file. Each file still starts as if it ran alone: the shop's own
 * modules afresh (their stores and connections are module state), an empty IndexedDB, storage,
 * cookies and page as a new browser has, no global an earlier file added, and nothing an earlier
 * file left running (its broadcast channels and timers end with it).
 */
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/dom';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, vi } from 'vitest';

configure({ asyncUtilTimeout: 5000 });

interface WorkerBaseline {
  globals: Set<string>;
  /** what the file running now opened and set, closed and cleared when it ends */
  channels: Set<BroadcastChannel>;
  timers: Set<ReturnType<typeof setTimeout>>;
}

const BASELINE = Symbol.for('shop.test.workerBaseline');
const scope = globalThis as typeof globalThis & { [BASELINE]?: WorkerBaseline };

function baselineOfThisWorker(): WorkerBaseline {
  if (scope[BASELINE]) return scope[BASELINE];
  const baseline: WorkerBaseline = { globals: new Set(Object.getOwnPropertyNames(globalThis)), channels: new Set(), timers: new Set() };
  const { setTimeout: realSetTimeout, setInterval: realSetInterval } = globalThis;
  const Channel = globalThis.BroadcastChannel;
  globalThis.BroadcastChannel = class extends Channel {
    constructor(name: string) {
      super(name);
      baseline.channels.add(this);
    }
  };
  globalThis.setTimeout = ((...args: Parameters<typeof realSetTimeout>) => {
    const timer = realSetTimeout(...args);
    baseline.timers.add(timer);
    return timer;
  }) as typeof setTimeout;
  globalThis.setInterval = ((...args: Parameters<typeof realSetInterval>) => {
    const timer = realSetInterval(...args);
    baseline.timers.add(timer);
    return timer;
  }) as typeof setInterval;
  scope[BASELINE] = baseline;
  return baseline;
}

const baseline = baselineOfThisWorker();
vi.resetModules();
for (const name of Object.getOwnPropertyNames(globalThis)) {
  if (!baseline.globals.has(name)) Reflect.deleteProperty(globalThis, name);
}
globalThis.indexedDB = new IDBFactory();
if (typeof document !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the jar a new browser would not have
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
}

afterAll(() => {
  for (const channel of baseline.channels) channel.close();
  baseline.channels.clear();
  for (const timer of baseline.timers) clearTimeout(timer);
  baseline.timers.clear();
});
