import { describe, expect, it } from 'vitest';
import type { CheckoutStart } from '../../../web/features/checkout/checkout-api';
import type { ContactValues } from '../../../web/features/checkout/checkout-form';
import { CHECKOUT_MESSAGES } from '../../../web/features/checkout/checkout-messages';
import {
  type CheckoutEvent,
  type CheckoutState,
  checkoutReducer,
  initialCheckoutState,
  orderToPlace,
} from '../../../web/features/checkout/checkout-state';

const CART_ID = '6f1c2b9e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
const NOW = new Date('2026-11-25T12:00:00Z');

const CONTACT: ContactValues = {
  email: ' ada@example.com ',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  address2: '',
  city: 'Denver',
  provinceCode: 'CO',
  zip: '80011',
  phone: '',
};
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', nameOnCard: 'Ada Lovelace' };

function run(events: CheckoutEvent[], state: CheckoutState = initialCheckoutState({ zip: '80011' })): CheckoutState {
  return events.reduce(checkoutReducer, state);
}

const start = (prefill: ContactValues | null = null) => ({ cart: { id: CART_ID }, prefill }) as unknown as CheckoutStart;

/** A checkout at the review: contact accepted, card submitted under key 'key-1'. */
function atReview(): CheckoutState {
  return run([
    { type: 'started', start: start() },
    { type: 'contact-edited', contact: CONTACT },
    { type: 'contact-checked', contact: CONTACT, errors: {} },
    { type: 'step-chosen', step: 'payment' },
    { type: 'card-edited', card: CARD },
    { type: 'card-submitted', orderKey: 'key-1', now: NOW },
  ]);
}

describe('checkout state', () => {
  it('starts loading at the contact step with what is known of the shopper', () => {
    const state = initialCheckoutState({ zip: '80011', provinceCode: 'CO' });
    expect(state.phase).toEqual({ kind: 'loading' });
    expect(state.step).toBe('contact');
    expect(state.contact).toMatchObject({ zip: '80011', provinceCode: 'CO', email: '' });
    expect(orderToPlace(state, CART_ID)).toBeNull();
  });

  it('goes offline or refused when the start fails, and loading again on a new attempt', () => {
    expect(run([{ type: 'start-offline' }]).phase).toEqual({ kind: 'offline' });
    const refused = run([{ type: 'start-refused', message: 'Your cart is empty' }]);
    expect(refused.phase).toEqual({ kind: 'refused', message: 'Your cart is empty' });
    expect(checkoutReducer(refused, { type: 'start-requested' }).phase).toEqual({ kind: 'loading' });
  });

  it('fills only the blank contact fields from the profile the start answers', () => {
    const typed = run([{ type: 'contact-edited', contact: { ...CONTACT, firstName: 'Typed', address1: '' } }]);
    const state = checkoutReducer(typed, { type: 'started', start: start({ ...CONTACT, firstName: 'Profile', address1: '9 Elm St' }) });
    expect(state.phase.kind).toBe('ready');
    expect(state.contact.firstName).toBe('Typed');
    expect(state.contact.address1).toBe('9 Elm St');
  });

  it('keeps the contact step while the form has errors, and moves to delivery with the address once accepted', () => {
    const refused = run([{ type: 'contact-checked', contact: CONTACT, errors: { zip: 'We do not ship to 80011' } }]);
    expect(refused.step).toBe('contact');
    expect(refused.contactFieldErrors).toEqual({ zip: 'We do not ship to 80011' });
    expect(refused.address).toBeNull();
    const accepted = checkoutReducer(refused, { type: 'contact-checked', contact: CONTACT, errors: {} });
    expect(accepted.step).toBe('delivery');
    expect(accepted.contactFieldErrors).toEqual({});
    expect(accepted.address).toMatchObject({ firstName: 'Ada', provinceCode: 'CO', zip: '80011' });
  });

  it('checks the card at submission: errors keep the payment step, a good card opens the review under a new key', () => {
    const expired = run([
      { type: 'step-chosen', step: 'payment' },
      { type: 'card-edited', card: { ...CARD, expiry: '01/20' } },
      { type: 'card-submitted', orderKey: 'key-0', now: NOW },
    ]);
    expect(expired.step).toBe('payment');
    expect(Object.keys(expired.cardFieldErrors)).toEqual(['expiry']);
    expect(expired.orderKey).toBeNull();
    const review = atReview();
    expect(review.step).toBe('review');
    expect(review.cardFieldErrors).toEqual({});
    expect(orderToPlace(review, CART_ID)).toEqual({
      input: { cartId: CART_ID, email: 'ada@example.com', shippingAddress: review.address, payment: CARD },
      key: 'key-1',
    });
  });

  it('keeps the same key for every retry of one review; a new review gets its own', () => {
    const retried = run([{ type: 'place-started' }, { type: 'place-unreachable' }, { type: 'place-started' }], atReview());
    expect(retried.orderKey).toBe('key-1');
    const again = run(
      [
        { type: 'step-chosen', step: 'payment' },
        { type: 'card-submitted', orderKey: 'key-2', now: NOW },
      ],
      retried,
    );
    expect(again.orderKey).toBe('key-2');
  });

  it('shows the unreachable message at the review until the next try', () => {
    const failed = run([{ type: 'place-started' }, { type: 'place-unreachable' }], atReview());
    expect(failed.step).toBe('review');
    expect(failed.placeError).toBe(CHECKOUT_MESSAGES.unreachable);
    expect(checkoutReducer(failed, { type: 'place-started' }).placeError).toBeNull();
  });

  it('sends a refusal naming address fields back to the contact step', () => {
    const refusal = { code: 'VALIDATION_FAILED', message: 'Check the address', fields: { 'shippingAddress.zip': 'Enter a 5-digit zip' } };
    const state = checkoutReducer(atReview(), { type: 'place-refused', refusal });
    expect(state.step).toBe('contact');
    expect(state.contactFieldErrors).toEqual({ zip: 'Enter a 5-digit zip' });
    expect(state.placeError).toBeNull();
  });

  it('sends a refusal naming card fields back to the payment step, but shows a declined card at the review', () => {
    const fields = { 'payment.cvc': 'Enter the 3 or 4 digits' };
    const refused = (code: string, message: string): CheckoutEvent => ({ type: 'place-refused', refusal: { code, message, fields } });
    const invalid = checkoutReducer(atReview(), refused('VALIDATION_FAILED', 'Check the card'));
    expect(invalid.step).toBe('payment');
    expect(invalid.cardFieldErrors).toEqual({ cvc: 'Enter the 3 or 4 digits' });
    const declined = checkoutReducer(atReview(), refused('CARD_DECLINED', 'Card declined'));
    expect(declined.step).toBe('review');
    expect(declined.placeError).toBe('Card declined');
  });
});
