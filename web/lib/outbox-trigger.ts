/**
 * How the page gets the outbox (cart changes and contact messages) replayed. One replayer: the
 * service worker, asked by message (and by Background Sync where the browser has it). Only when no
 * worker controls the page (first visit, dev server, worker refused) does the page replay itself,
 * under the same Web Lock the worker takes, so two replays never run at once on one origin.
 *
 * This module is what every page's start reads (the cart channel); asking for a replay and its
 * back-off are in outbox-replay-requests.ts, loaded with the first request: a first visit has
 * nothing queued and never loads it.
 */
import { CART_CHANNEL, type CartChannelMessage, type ReplayReport } from './local-db/outbox';

type ReplayRequests = typeof import('./outbox-replay-requests');

let channel: BroadcastChannel | undefined;
let replayRequests: Promise<ReplayRequests> | undefined;
let loadedReplayRequests: ReplayRequests | undefined;

function cartChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(CART_CHANNEL);
  return channel;
}

/** Tells the other pages of this origin (and their stores) about a change. */
export function announce(message: CartChannelMessage): void {
  cartChannel()?.postMessage(message);
}

/** Listens to replays and queue changes made by the worker or other pages. */
export function onCartChannel(listener: (message: CartChannelMessage) => void): () => void {
  const own = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CART_CHANNEL);
  if (!own) return () => undefined;
  own.onmessage = (event: MessageEvent<CartChannelMessage>) => listener(event.data);
  return () => own.close();
}

/**
 * Gets the outbox replayed now and resolves with the report (null when offline or the worker did
 * not answer in time). After a replay that had to stop, another one is scheduled with back-off.
 */
export async function requestReplay(): Promise<ReplayReport | null> {
  const requests = await loadReplayRequests().catch((error: unknown) => {
    // offline before the worker cached it (a first visit): nothing could be sent now anyway, and
    // the next 'online' or change asks again
    console.warn('Outbox replay not requested', error);
    return null;
  });
  return requests ? requests.requestReplay() : null;
}

/** The replay requests' code; a load that failed is tried again on the next request. */
function loadReplayRequests(): Promise<ReplayRequests> {
  replayRequests ??= import('./outbox-replay-requests').then(
    (requests) => {
      loadedReplayRequests = requests;
      return requests;
    },
    (error: unknown) => {
      replayRequests = undefined;
      throw error;
    },
  );
  return replayRequests;
}

/** Resolves once no replay runs in this page (a worker's replay is not awaited). */
export async function pageReplaySettled(): Promise<void> {
  const requests = await replayRequests?.catch(() => undefined);
  if (requests) await requests.pageReplaySettled();
}

/** Stops the scheduled retry (the cart was forgotten, or tests). */
export function cancelScheduledReplay(): void {
  loadedReplayRequests?.cancelScheduledReplay();
}
