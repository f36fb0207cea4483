/**
 * The features told of each sign-out (the cart forgets the signed-out user's cart), so identity
 * wipes their state without importing any of them (the cart already follows identity).
 */
import { listenerList } from '../../lib/listener-list';

export type SignOutListener = () => Promise<void> | void;

const listeners = listenerList<SignOutListener>();

/** Joins the features told of each sign-out; answers the leave. */
export const onSignOut = listeners.join;

/** Tells every listener, all at once; resolves when all are done. One's failure does not stop the others. */
export async function publishSignOut(): Promise<void> {
  const results = await Promise.allSettled(listeners.current().map(async (listener) => listener()));
  for (const result of results) if (result.status === 'rejected') console.warn('A sign-out listener failed', result.reason);
}

const CHANNEL = 'identity';
type SignOutMessage = { type: 'SIGNED_OUT' };

/** Tells the other tabs of this storefront that whoever was signed in here has signed out. */
export function announceSignOutToOtherTabs(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'SIGNED_OUT' } satisfies SignOutMessage);
  channel.close();
}

/** Runs `react` when another tab of this storefront signed out; answers the stop. */
export function onSignOutInOtherTab(react: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<SignOutMessage>) => {
    if (event.data?.type === 'SIGNED_OUT') react();
  };
  return () => channel.close();
}
