/**
 * Every zod schema the web app runs, loaded only when there is something to check.
 *
 * Why: zod and the contract's schemas are some 25 kB of gzipped JavaScript, and a first visit of
 * /products must stay within 130 kB in all. The server validates every request and answer against
 * the contract (DESIGN §4), so the pages' reads are typed from it (core/contract/refs.ts) and not
 * parsed again. What the browser must still check is what it did not just get from the server, or
 * must trust beyond its type: records read back from IndexedDB or localStorage, answers replayed
 * from the persisted query cache, the identity and cart answers kept across visits. Each such
 * check takes a loader from here (`() => import(…)`), never the schema itself, so its chunk and zod
 * arrive only with the first value to check: on a first visit there is none.
 */
import type * as identityContract from '../../core/contract/identity';

/** The identity endpoints' definitions: their answer schemas check every identity answer. */
export const loadIdentityContract = (): Promise<typeof identityContract> => import('../../core/contract/identity');

/** The server's cart answer (getCart), checked before it replaces the stored cart. */
export const loadCartAnswerSchema = () => import('../../core/contract/cart').then((m) => m.getCart.output);
