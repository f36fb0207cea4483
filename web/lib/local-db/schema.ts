/**
 * The one versioned IndexedDB database of the shop (docs/architecture.md §6). The page and the service worker
 * both open it (the worker replays the outbox), so its shape lives here and nowhere else.
 * Each storefront is its own origin, so DTC and HPSF never see each other's data.
 */
import type { DBSchema } from 'idb';

export const LOCAL_DB_NAME = 'shop';
/** Bump with a new step in `UPGRADES` (upgrade.ts); never edit a step that has shipped. */
export const LOCAL_DB_VERSION = 2;

/** Names of the single records kept in the `records` store. */
export type RecordKey = 'catalogue-snapshot' | 'cart' | 'profile' | 'breadcrumbs' | 'location' | 'query-cache' | (string & {});

/** What every queued request holds, whatever it is for. */
interface QueuedRequest {
  /** auto-increment order of the queue */
  seq?: number;
  /** the Idempotency-Key sent with every (re)try of this entry */
  idempotencyKey: string;
  /** the §7 path, e.g. /api/ecom/v1.0/add-cart-line-items */
  path: string;
  body: unknown;
  createdAt: number;
  /** 'pending' waits for replay; 'refused' was answered 4xx and waits for the shopper to see why */
  status: 'pending' | 'refused';
  attempts: number;
  /** the server's refusal, as its error envelope's message and code (and the fields it named) */
  error?: { code: string; message: string; fields?: Record<string, string> };
}

/** An entry of the cart outbox: one queued cart mutation, replayed in `seq` order exactly once. */
export interface OutboxRow extends QueuedRequest {
  /** absent in rows written before the outbox also held contact messages */
  kind?: 'cart';
  cartId: string;
}

/**
 * A contact-form message waiting in the same outbox (replayed by the same worker, under its own
 * key, so it is sent once). `owner` says who wrote it: a signed-in customer's message that is still
 * here at sign-out is removed with the rest of that customer's data (docs/architecture.md §6).
 */
export interface ContactOutboxRow extends QueuedRequest {
  kind: 'contact';
  owner: 'guest' | 'customer';
}

/** Any entry of the outbox. */
export type AnyOutboxRow = OutboxRow | ContactOutboxRow;

/** True for a cart change (the cart reads and clears only these). */
export const isCartRow = (row: AnyOutboxRow): row is OutboxRow => row.kind !== 'contact';

/**
 * What waits on the device to be sent or pushed once the page is online: analytics events for the
 * data layer and client error reports (deferred.ts). Oldest first by `seq`.
 */
export type DeferredKind = 'data-layer' | 'client-error';
export interface DeferredRow {
  seq?: number;
  kind: DeferredKind;
  body: unknown;
  createdAt: number;
}

export interface ShopDb extends DBSchema {
  /** Single records by name; values are checked with their zod schema when read (records.ts). */
  records: { key: string; value: { key: string; savedAt: number; value: unknown } };
  outbox: { key: number; value: AnyOutboxRow; indexes: { byStatus: string; byKey: string } };
  deferred: { key: number; value: DeferredRow; indexes: { byKind: string } };
}
