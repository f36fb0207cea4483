/**
 * Replaying the outbox (docs/architecture.md §6): each queued change (and contact message) sent under its
 * Idempotency-Key, oldest first, and the server's answer judged (outboxVerdict). Apart from the queue itself (outbox.ts)
 * because it checks answers with the contract's zod schemas: the service worker imports it as is
 * (a worker may not import() code), pages load it when they send or replay: a first visit loads
 * no zod (web/lib/lazy-schemas.ts).
 */
import { cartCustomerSchema, fromWireCart, GUEST_CUSTOMER } from '../../../core/cart';
import { type Cart, cartSchema } from '../../../core/entities/cart';
import { openLocalDb } from './open';
import { completeAndTakeNext, countOutboxAttempt, nextPendingOutbox, refuseOutboxEntry } from './outbox-entries';
import { CART_SNAPSHOT_RECORD, OUTBOX_REPLAY_LOCK, type ReplayReport } from './outbox';
import { sendPendingLogout } from './pending-logout-send';
import type { AnyOutboxRow } from './schema';

/** What to do with the server's answer to an entry. */
export type OutboxVerdict =
  | { kind: 'done'; cart: Cart | undefined }
  | { kind: 'refused'; error: { code: string; message: string; fields?: Record<string, string> } }
  | { kind: 'retry-later' };

/** 4xx statuses that describe a passing state (the IETF draft's and RFC 9110's): try again later. */
const PASSING = new Set([408, 425, 429]);

function errorOf(json: unknown, status: number): { code: string; message: string; fields?: Record<string, string> } {
  const error = (json as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${status}`;
  const message = typeof error?.message === 'string' ? error.message : `The shop answered ${status}`;
  const fields = textRecord(error?.fields);
  return fields ? { code, message, fields } : { code, message };
}

/** The envelope's `fields` (field name → message), kept so a refused form shows each one; undefined when absent. */
function textRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * The verdict on an answer: 2xx is done (with the returned cart); a 409 while the same key is
 * still running, a passing 4xx and any 5xx are retried later; a create-cart answered 'already
 * exists' is done (the cart is there); any other 4xx is refused for good with the server's reason.
 */
export function outboxVerdict(path: string, status: number, json: unknown): OutboxVerdict {
  if (status >= 200 && status < 300) {
    const parsed = cartSchema.safeParse((json as { data?: unknown } | undefined)?.data);
    return { kind: 'done', cart: parsed.success ? parsed.data : undefined };
  }
  const error = errorOf(json, status);
  if (status >= 500 || PASSING.has(status)) return { kind: 'retry-later' };
  if (status === 409 && error.code !== 'CONFLICT') return { kind: 'retry-later' };
  if (status === 409 && path.endsWith('/create-cart')) return { kind: 'done', cart: undefined };
  if (status >= 400) return { kind: 'refused', error };
  return { kind: 'retry-later' };
}

/** The stored snapshot's customer (server-decided, not on the wire), kept across answers. */
async function storedCustomer() {
  const db = await openLocalDb();
  const value = (await db?.get('records', CART_SNAPSHOT_RECORD))?.value as { customer?: unknown } | undefined;
  const parsed = cartCustomerSchema.safeParse(value?.customer);
  return parsed.success ? parsed.data : GUEST_CUSTOMER;
}

async function send(row: AnyOutboxRow, fetcher: typeof fetch): Promise<OutboxVerdict> {
  let response: Response;
  try {
    response = await fetcher(row.path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': row.idempotencyKey },
      body: JSON.stringify(row.body),
    });
  } catch {
    return { kind: 'retry-later' }; // offline, or the server is down
  }
  const json = await response.json().catch(() => undefined);
  // A contact message over the sender's hourly limit waits for the sender, not for the server:
  // retried, it would hold up the cart changes queued behind it for up to an hour.
  if (row.kind === 'contact' && response.status === 429) return { kind: 'refused', error: errorOf(json, response.status) };
  return outboxVerdict(row.path, response.status, json);
}

/**
 * Sends a pending logout first (pending-logout.ts), then every pending entry, oldest first, one at
 * a time (the order is the shopper's), until the queue is empty or an answer says 'later'. Callers
 * make sure only one replay runs (the worker's promise lock and the OUTBOX_REPLAY_LOCK web lock);
 * the server's idempotency covers the rest.
 * `fetcher` is the replayer's own: the worker's fetch, or the page's client (web/lib/api.ts).
 */
export async function replayOutbox(fetcher: typeof fetch): Promise<ReplayReport> {
  const report: ReplayReport = { sent: 0, refused: 0, stopped: null };
  try {
    await replayEach(fetcher, report);
  } catch (error) {
    // IndexedDB failed under us (quota, closed by an upgrade): the entries are still there, try later.
    console.warn('Cart outbox replay stopped', error);
    report.stopped = 'retry-later';
  }
  return report;
}

async function replayEach(fetcher: typeof fetch, report: ReplayReport): Promise<void> {
  // A sign-out the shop has not heard of goes first: nothing queued after it may go under that session.
  if (!(await sendPendingLogout(fetcher))) {
    report.stopped = 'retry-later';
    return;
  }
  const customer = await storedCustomer();
  let row = await nextPendingOutbox();
  while (row?.seq !== undefined) {
    const verdict = await send(row, fetcher);
    if (verdict.kind === 'retry-later') {
      await countOutboxAttempt(row.seq);
      report.stopped = 'retry-later';
      return;
    }
    if (verdict.kind === 'refused') {
      await refuseOutboxEntry(row.seq, verdict.error);
      report.refused++;
      row = await nextPendingOutbox();
      continue;
    }
    const snapshot = verdict.cart ? fromWireCart(verdict.cart, customer) : undefined;
    row = (await completeAndTakeNext(row.seq, snapshot)).next;
    report.sent++;
  }
}

/**
 * replayOutbox under the origin-wide OUTBOX_REPLAY_LOCK Web Lock (held by the worker or a page,
 * whichever replays), so two replayers never interleave; without Web Locks it runs as is.
 */
export function replayOutboxLocked(fetcher: typeof fetch): Promise<ReplayReport> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? locks.request(OUTBOX_REPLAY_LOCK, () => replayOutbox(fetcher)) : replayOutbox(fetcher);
}
