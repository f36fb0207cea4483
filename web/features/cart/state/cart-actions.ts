/**
 * The shopper's cart changes. Each one is checked against the optimistic cart with core/cart's
 * reducer (a change this device already knows the server would refuse is reported at once and not
 * queued), then appended to the outbox with its own Idempotency-Key and shown at once.
 */
import {
  applyCartMutation,
  type CartMutation,
  type CartRefusal,
  type CartState,
  cartLineId,
  emptyCart,
  fromWireCart,
} from '../../../../core/cart';
import { CART_PATHS } from '../../../../core/contract/paths';
import type { Variant } from '../../../../core/entities/catalogue';
import { fetchRaw } from '../../../lib/api';
import type { OutboxRow } from '../../../lib/local-db';
import { enqueueOutbox } from '../../../lib/local-db/outbox-entries';
import type { OutboxVerdict } from '../../../lib/local-db/outbox-replay';
import { writeCartCookie } from './cart-cookie';
import { requestOf } from './cart-requests';
import { cartInternals, cartStore, commit, currentCustomer, loadPendingChanges, serial } from './cart-store';
import { describeRefusal } from './refusal-text';
import { announce, requestReplay } from '../../../lib/outbox-trigger';
import type { AddToCartDetails, AddToCartResult, CartRefusalNotice } from './types';
import { catalogueOf, clientVariantLookup } from './variant-index';
import { rememberProduct, saveKnownProducts } from './variant-source';

/** §8 log line of a failed add, verbatim. */
const ADD_FAILED_LOG = 'Error adding product (Check if variant ID is valid)';

function newId(): string {
  return crypto.randomUUID();
}

/** True when the server has (or will have, once the queue replays) the cart `cartId`. */
function cartIsKnown(cartId: string): boolean {
  const { snapshot, rows } = cartInternals();
  return (
    snapshot?.id === cartId || rows.some((row) => row.cartId === cartId && row.path === CART_PATHS.createCart && row.status === 'pending')
  );
}

/** The reducer's verdict on `mutation` over the cart as shown; an unknown variant is left to the server. */
function localRefusal(cart: CartState | null, mutation: CartMutation): CartRefusal | null {
  const { known, snapshotProducts, site } = cartInternals();
  const result = applyCartMutation(cart, mutation, clientVariantLookup(catalogueOf(known, snapshotProducts), site, cart?.lines ?? []));
  if (result.outcome.ok || result.outcome.refusal.reason === 'unknown-variant') return null;
  return result.outcome.refusal;
}

function noteLocalRefusal(path: string, refusal: { code: string; message: string }): void {
  const notice: CartRefusalNotice = {
    id: `local-${newId()}`,
    message: describeRefusal({ path, error: refusal }, catalogueOf(cartInternals().known, cartInternals().snapshotProducts)),
    code: refusal.code,
    createdAt: Date.now(),
    path,
    reason: refusal.message,
  };
  commit({ localRefusals: [...cartInternals().localRefusals, notice] });
}

/**
 * Without a usable IndexedDB (some private modes) nothing can be queued: the change is sent at
 * once with its key, and shown when the server answers.
 */
async function sendWithoutStorage(cartId: string, mutation: CartMutation): Promise<void> {
  const { path, body } = requestOf(cartId, mutation);
  let verdict: OutboxVerdict;
  try {
    const response = await fetchRaw(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': newId() },
      body: JSON.stringify(body),
    });
    const json = await response.json().catch(() => undefined);
    const { outboxVerdict } = await import('../../../lib/local-db/outbox-replay'); // zod: only once there is an answer
    verdict = outboxVerdict(path, response.status, json);
  } catch {
    verdict = { kind: 'retry-later' };
  }
  if (verdict.kind === 'done') {
    if (verdict.cart) commit({ snapshot: fromWireCart(verdict.cart, currentCustomer()) });
  } else if (verdict.kind === 'refused') noteLocalRefusal(path, verdict.error);
  else noteLocalRefusal(path, { code: 'OFFLINE', message: 'This device cannot keep changes while offline; try again once connected' });
}

/**
 * Shows the mutations at once (provisional rows, before IndexedDB has them: the next click already
 * sees this one), then stores them in order and asks for a replay.
 */
function queue(cartId: string, mutations: CartMutation[]): Promise<void> {
  const provisional: OutboxRow[] = mutations.map((mutation) => ({
    ...requestOf(cartId, mutation),
    idempotencyKey: newId(),
    cartId,
    createdAt: Date.now(),
    status: 'pending',
    attempts: 0,
  }));
  commit({ rows: [...cartInternals().rows, ...provisional] });
  return serial(async () => {
    for (const [index, row] of provisional.entries()) {
      const stored = await enqueueOutbox(row);
      const others = cartInternals().rows.filter((r) => r.idempotencyKey !== row.idempotencyKey);
      if (stored) {
        commit({ rows: cartInternals().rows.map((r) => (r.idempotencyKey === row.idempotencyKey ? stored : r)) });
        continue;
      }
      commit({ rows: others });
      await sendWithoutStorage(cartId, mutations[index]);
    }
    announce({ type: 'OUTBOX_CHANGED' });
    void requestReplay();
  });
}

/**
 * Runs `work` once the cart is restored from IndexedDB (at once when it is) and the reader of
 * queued requests is loaded: the change `work` queues is shown as soon as it is queued, so the next
 * click already sees it. Two quick clicks wait for the same load and then run in order.
 */
function whenRestored<T>(work: () => Promise<T>): Promise<T> {
  const restored = cartInternals().ready ? Promise.resolve() : serial(async () => undefined);
  // a failed load (offline, the code not cached) only delays the showing: commit tries again
  return Promise.all([restored, loadPendingChanges().catch(() => undefined)]).then(work);
}

/** The current cart id, or a new client-made one remembered in the owner's cookie. */
function ensureCartId(): string {
  const { cartId, owner } = cartInternals();
  if (cartId) return cartId;
  const made = newId();
  writeCartCookie(owner, made);
  commit({ cartId: made });
  return made;
}

/** Adds `quantity` of `variant`; creates the cart (client-made id) when there is none. */
export function addToCart(variant: Variant, quantity: number, details: AddToCartDetails = {}): Promise<AddToCartResult> {
  return whenRestored(async () => {
    if (details.product) {
      const known = rememberProduct(cartInternals().known, details.product);
      commit({ known });
      void saveKnownProducts(known);
    }
    const cartId = cartInternals().cartId ?? newId();
    const create: CartMutation | null = cartIsKnown(cartId)
      ? null
      : { kind: 'create', cartId, lineItems: [], buyerIdentity: {}, customer: currentCustomer() };
    const sellingPlanId = details.sellingPlanId ?? null;
    const add: CartMutation = { kind: 'addLines', lineItems: [{ merchandiseId: variant.adminGraphqlId, quantity, sellingPlanId }] };
    const shown = cartStore.getState().view.cart;
    const base = create ? emptyCart(cartId, { customer: currentCustomer() }) : shown;
    const refusal = localRefusal(base, add);
    if (refusal) {
      console.error(ADD_FAILED_LOG, refusal.message);
      return { ok: false, message: refusal.message };
    }
    if (cartId !== cartInternals().cartId) {
      writeCartCookie(cartInternals().owner, cartId);
      commit({ cartId });
    }
    await queue(cartId, create ? [create, add] : [add]);
    return { ok: true, lineId: cartLineId(cartId, variant.id, sellingPlanId) };
  });
}

/** Queues a change to the current cart unless the reducer already refuses it (then shown as a refusal). */
function change(mutation: CartMutation): Promise<void> {
  return whenRestored(async () => {
    const cartId = ensureCartId();
    const { path } = requestOf(cartId, mutation);
    const refusal = localRefusal(cartStore.getState().view.cart, mutation);
    if (refusal) {
      noteLocalRefusal(path, { code: refusal.reason, message: refusal.message });
      return;
    }
    await queue(cartId, [mutation]);
  });
}

/** Sets a line's quantity; 0 removes the line. */
export function setQuantity(lineId: string, quantity: number): Promise<void> {
  return change({ kind: 'updateLines', lineItems: [{ id: lineId, quantity: Math.max(0, Math.trunc(quantity)) }] });
}

/** Moves a line to an Autoship plan, or to one-time with null. */
export function setSellingPlan(lineId: string, sellingPlanId: string | null): Promise<void> {
  return change({ kind: 'updateLines', lineItems: [{ id: lineId, sellingPlanId }] });
}

/** Removes a line. */
export function removeLine(lineId: string): Promise<void> {
  return change({ kind: 'removeLines', lineItemIds: [lineId] });
}

/** Replaces the entered promotion codes; the shop accepts or refuses a code when the change reaches it. */
export function setDiscountCodes(codes: string[]): Promise<void> {
  return change({ kind: 'updateDiscountCodes', codes });
}

/** Sets the order note (an empty note is none). */
export function setNote(note: string | null): Promise<void> {
  const text = note?.trim() ? note : null;
  return change({ kind: 'updateNote', note: text });
}

/** Sets the shopper-paid donation in cents (0: none); queued offline like every cart change. */
export function setDonation(amountCents: number): Promise<void> {
  return change({ kind: 'updateDonation', amountCents });
}
