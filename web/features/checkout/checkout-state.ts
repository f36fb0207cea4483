/**
 * The checkout flow as a pure reducer: start (§4) on the server's cart, then contact → delivery →
 * payment → review, and what a refused order sends the shopper back to. The calls themselves
 * (start, quote, place) are TanStack Query mutations in use-checkout.ts, which reports their
 * outcome here as events.
 */
import type { CardInput, ShippingAddress } from '../../../core/checkout';
import type { CheckoutStart } from './checkout-api';
import {
  type ContactValues,
  cardErrors,
  EMPTY_CARD,
  EMPTY_CONTACT,
  type FieldErrors,
  fillBlankContact,
  formFieldErrors,
  toShippingAddress,
} from './checkout-form';
import { CHECKOUT_MESSAGES } from './checkout-messages';

export type CheckoutStep = 'contact' | 'delivery' | 'payment' | 'review';
export type CheckoutPhase =
  | { kind: 'loading' }
  | { kind: 'offline' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; start: CheckoutStart };

export interface CheckoutState {
  phase: CheckoutPhase;
  step: CheckoutStep;
  contact: ContactValues;
  contactFieldErrors: FieldErrors;
  /** where the order ships, once the contact step was accepted */
  address: ShippingAddress | null;
  card: CardInput;
  cardFieldErrors: FieldErrors;
  /** the order's Idempotency-Key: one per review, reused by every retry of that submission */
  orderKey: string | null;
  placeError: string | null;
}

/** A refused order as the reducer reads it (an ApiError is one). */
export interface OrderRefusal {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export type CheckoutEvent =
  | { type: 'start-requested' }
  | { type: 'start-offline' }
  | { type: 'start-refused'; message: string }
  | { type: 'started'; start: CheckoutStart }
  | { type: 'contact-edited'; contact: ContactValues }
  /** the contact form was checked (`errors` empty: accepted) as it was when submitted */
  | { type: 'contact-checked'; contact: ContactValues; errors: FieldErrors }
  | { type: 'step-chosen'; step: CheckoutStep }
  | { type: 'card-edited'; card: CardInput }
  /** the card was submitted at `now`; `orderKey` is the key the review will place the order under */
  | { type: 'card-submitted'; orderKey: string; now: Date }
  | { type: 'place-started' }
  /** the server was not reached, or failed (5xx): the order may be tried again as it is */
  | { type: 'place-unreachable' }
  | { type: 'place-refused'; refusal: OrderRefusal };

/** The state before the start, with what is already known of the shopper (the home zip, say). */
export function initialCheckoutState(prefill: Partial<ContactValues>): CheckoutState {
  return {
    phase: { kind: 'loading' },
    step: 'contact',
    contact: { ...EMPTY_CONTACT, ...prefill },
    contactFieldErrors: {},
    address: null,
    card: EMPTY_CARD,
    cardFieldErrors: {},
    orderKey: null,
    placeError: null,
  };
}

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'start-requested':
      return { ...state, phase: { kind: 'loading' } };
    case 'start-offline':
      return { ...state, phase: { kind: 'offline' } };
    case 'start-refused':
      return { ...state, phase: { kind: 'refused', message: event.message } };
    case 'started': {
      // the profile's address fills what the shopper has not typed (the home zip may already be there)
      const { prefill } = event.start;
      const contact = prefill ? fillBlankContact(state.contact, prefill) : state.contact;
      return { ...state, phase: { kind: 'ready', start: event.start }, contact };
    }
    case 'contact-edited':
      return { ...state, contact: event.contact };
    case 'contact-checked':
      if (Object.keys(event.errors).length > 0) return { ...state, contactFieldErrors: event.errors };
      return { ...state, contactFieldErrors: {}, address: toShippingAddress(event.contact), step: 'delivery' };
    case 'step-chosen':
      return { ...state, step: event.step };
    case 'card-edited':
      return { ...state, card: event.card };
    case 'card-submitted': {
      const errors = cardErrors(state.card, event.now);
      if (Object.keys(errors).length > 0) return { ...state, cardFieldErrors: errors };
      return { ...state, cardFieldErrors: {}, orderKey: event.orderKey, placeError: null, step: 'review' };
    }
    case 'place-started':
      return { ...state, placeError: null };
    case 'place-unreachable':
      return { ...state, placeError: CHECKOUT_MESSAGES.unreachable };
    case 'place-refused':
      return afterRefusal(state, event.refusal);
  }
}

/**
 * A refused order goes back to the step whose fields the server named (contact and address, or
 * the card unless the card was declined); any other refusal is shown at the review.
 */
function afterRefusal(state: CheckoutState, refusal: OrderRefusal): CheckoutState {
  const named = Object.keys(refusal.fields ?? {});
  const fields = formFieldErrors(refusal.fields);
  if (named.some((field) => field === 'email' || field.startsWith('shippingAddress.'))) {
    return { ...state, contactFieldErrors: fields, step: 'contact' };
  }
  if (named.some((field) => field.startsWith('payment.')) && refusal.code !== 'CARD_DECLINED') {
    return { ...state, cardFieldErrors: fields, step: 'payment' };
  }
  return { ...state, placeError: refusal.message };
}

/** The order to place, once the review has everything it needs. */
/** The shopper's answers on the review step. */
export interface ReviewAnswers {
  isAttestationChecked: boolean;
  acceptsEmailMarketing: boolean;
}

/**
 * The order to send, with the shopper's answers. The key is the review's key with the answers
 * folded in: a refused order keeps its answer under its key, so answering otherwise is a new request.
 */
export function orderToPlace(state: CheckoutState, cartId: string, answers?: ReviewAnswers) {
  if (!state.address || !state.orderKey) return null;
  const input = { cartId, email: state.contact.email.trim(), shippingAddress: state.address, payment: state.card, ...answers };
  const suffix = answers ? `-${Number(answers.isAttestationChecked)}${Number(answers.acceptsEmailMarketing)}` : '';
  return { input, key: `${state.orderKey}${suffix}` };
}
