/**
 * The outbox replay job: the worker is the one replayer of queued cart changes. It
 * replays on Background Sync (tag OUTBOX_SYNC_TAG, where the browser has it) and when a page asks
 * with a REPLAY_OUTBOX message (page start, 'online', after each change). A promise lock keeps
 * one replay per worker, the OUTBOX_REPLAY_LOCK Web Lock one per origin (a page with no worker in
 * control replays under the same lock), and each entry's Idempotency-Key keeps the server from
 * applying a change twice when a replay was cut short after the server had already done it.
 */
import { CART_CHANNEL, type CartChannelMessage, OUTBOX_SYNC_TAG } from '../web/lib/local-db/outbox';
import { replayOutboxLocked } from '../web/lib/local-db/outbox-replay';
import { createOutboxReplayer } from './outbox/replayer';

/** What a page posts to ask for a replay. */
export const REPLAY_OUTBOX_MESSAGE_TYPE = 'REPLAY_OUTBOX';

/** Background Sync's event (not in TypeScript's WebWorker lib). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Wires the replay to Background Sync and to pages' REPLAY_OUTBOX messages. */
export function replayOutboxOnRequest(worker: ServiceWorkerGlobalScope): void {
  const channel = new BroadcastChannel(CART_CHANNEL);
  const replayNow = createOutboxReplayer(
    () => replayOutboxLocked((input, init) => worker.fetch(input, init)),
    (report) => channel.postMessage({ type: 'OUTBOX_SYNCED', report } satisfies CartChannelMessage),
  );
  worker.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    // A rejected sync is retried by the browser later (with its own back-off), even with no tab open.
    sync.waitUntil(
      replayNow().then((report) => {
        if (report.stopped) throw new Error('Cart outbox: the shop is not reachable; the browser will retry');
      }),
    );
  });
  worker.addEventListener('message', (event) => {
    if (event.data?.type === REPLAY_OUTBOX_MESSAGE_TYPE) event.waitUntil(replayNow());
  });
}
