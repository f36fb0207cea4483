/**
 * Every zod schema the web app runs, each behind a loader: the one place to see what the browser
 * checks and why it loads it late.
 *
 * Why: zod and the contract's schemas are some 25 kB of gzipped JavaScript, and a first visit of
 * /products must stay within 130 kB of it in all. The server validates every request and answer
 * against the contract (docs/architecture.md §4), so the pages' reads are typed from it (core/contract/refs.ts)
 * and not parsed again. What the browser must still check is what it did not just get from the
 * server, or must trust beyond its type: records read back from IndexedDB, the persisted query
 * cache, the catalogue snapshot it stores for offline use, and the identity and cart answers it
 * keeps across visits. Each such check takes a loader from here (`() => import(…)`), never the
 * schema itself, so the schema's chunk and zod arrive with the first value to check; a first visit
 * has none. Each target is a small module of schemas only, kept apart from the code around it for
 * that reason. (zod/mini would not remove these splits: the schemas are the contract's, in zod.)
 *
 * Code that uses zod besides a check loads the same way where it lives: the outbox replay
 * (web/lib/local-db/outbox-replay.ts, loaded by the cart when it has something to send), the
 * offline catalogue answers (catalogue-source.ts) and the queued-change reader (cart-store.ts).
 */
import type * as identityContract from '../../core/contract/identity';

// Answers of the API kept beyond the page that asked.

/** The identity endpoints' definitions: their answer schemas check every identity answer. */
export const loadIdentityContract = (): Promise<typeof identityContract> => import('../../core/contract/identity');

/** The server's cart answer (getCart), checked before it replaces the stored cart. */
export const loadCartAnswerSchema = () => import('../../core/contract/cart').then((m) => m.getCart.output);

/** The catalogue snapshot's envelope, products and zip ranges, checked before they are stored. */
export const loadSnapshotSchemas = () => import('../features/catalogue/offline/snapshot-schemas');

// Records read back from this device's storage (IndexedDB, or localStorage written by an older build).

/** The signed-in shopper's profile, kept for offline starts. */
export const loadStoredProfileSchema = () => import('../features/identity/profile-record-schema').then((m) => m.storedProfileSchema);

/** The shopper's chosen zip and location type. */
export const loadStoredLocationSchema = () => import('../features/location/location-record').then((m) => m.storedLocationSchema);

/** The breadcrumb trail of the last listing. */
export const loadBreadcrumbStateSchema = () => import('../../core/breadcrumbs/state-schema').then((m) => m.breadcrumbStateSchema);

/** The stored cart snapshot. */
export const loadCartStateSchema = () => import('../features/cart/state/cart-records').then((m) => m.cartStateSchema);

/** The products the cart has seen (a product, and the list of them). */
export const loadKnownProductsSchemas = () => import('../features/cart/state/known-products-record');

/** The records of the persisted query cache: its storage rows and the stored client's outline. */
export const loadStoredCacheSchemas = () => import('./query-persistence/stored-cache-schemas');

/** The schema of each persisted query answer, by query key. */
export const loadAnswerSchemaLookup = () => import('./query-persistence/query-answer-schemas').then((m) => m.answerSchemaOf);
