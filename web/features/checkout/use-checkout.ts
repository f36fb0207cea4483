/**
 * The checkout flow's state: start (§4) on the server's cart, then contact → delivery → payment →
 * review, and placing the order exactly once: one Idempotency-Key per review, reused on every
 * retry, and a guard so a double click sends one request.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CardInput, ShippingAddress } from '../../../core/checkout';
import { zipNotServedMessage } from '../../../core/checkout';
import { zipInRanges } from '../../../core/stock';
import { ApiError } from '../../lib/api';
import { forgetCart, getCartView, syncNow } from '../cart/cart-client';
import { ensureZipRanges } from '../catalogue/queries';
import { useUserStore } from '../identity/user-store';
import { ensureOrderManagementCookie } from './order-management-cookie';
import { type CheckoutQuote, type CheckoutStart, isNetworkError, orderCall, placeOrderCall, quoteCall, startCheckoutCall } from './checkout-api';
import {
  type ContactValues,
  cardErrors,
  contactErrors,
  EMPTY_CARD,
  EMPTY_CONTACT,
  fillBlankContact,
  type FieldErrors,
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

const IN_PROGRESS_RETRY_MS = 1000;
const IN_PROGRESS_RETRIES = 5;

/** Where the confirmation of `number` (placed from `cartId`) lives. */
export const confirmationPath = (cartId: string, number: string) =>
  `/checkout/${encodeURIComponent(cartId)}/confirmation?order=${encodeURIComponent(number)}`;

/** Forgets the device's cart when it is the one just ordered (another cart stays). */
export async function forgetOrderedCart(cartId: string): Promise<void> {
  if (getCartView().cart?.id === cartId) await forgetCart();
}

export function useCheckout(cartId: string, prefill: Partial<ContactValues>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CheckoutPhase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [step, setStep] = useState<CheckoutStep>('contact');
  const [contact, setContact] = useState<ContactValues>({ ...EMPTY_CONTACT, ...prefill });
  const [contactFieldErrors, setContactFieldErrors] = useState<FieldErrors>({});
  const [address, setAddress] = useState<ShippingAddress | null>(null);
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [quoteAttempt, setQuoteAttempt] = useState(0);
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [cardFieldErrors, setCardFieldErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const orderKey = useRef<string | null>(null);
  const placing = useRef(false);

  const showOrder = useCallback(
    async (number: string) => {
      await forgetOrderedCart(cartId);
      navigate(confirmationPath(cartId, number), { replace: true });
    },
    [cartId, navigate],
  );

  // Checkout start on the server's cart, once the device's pending cart changes reached it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button: a new attempt starts again
  useEffect(() => {
    const controller = new AbortController();
    setPhase({ kind: 'loading' });
    (async () => {
      if (!navigator.onLine) return setPhase({ kind: 'offline' });
      if (getCartView().pendingCount > 0) await syncNow();
      try {
        const start = await startCheckoutCall(cartId, crypto.randomUUID(), controller.signal);
        void ensureOrderManagementCookie(useUserStore.getState().status === 'signedIn');
        setPhase({ kind: 'ready', start });
        // the profile's address fills what the shopper has not typed (the home zip may already be there)
        if (start.prefill) setContact((typed) => fillBlankContact(typed, start.prefill!));
      } catch (error) {
        if (controller.signal.aborted) return;
        if (isNetworkError(error)) return setPhase({ kind: 'offline' });
        if (error instanceof ApiError && error.code === 'CART_ORDERED') {
          const order = await orderCall(cartId).catch(() => null);
          if (order) return showOrder(order.number);
        }
        setPhase({ kind: 'refused', message: error instanceof ApiError && error.status < 500 ? error.message : CHECKOUT_MESSAGES.loadFailed });
      }
    })();
    return () => controller.abort();
  }, [cartId, attempt, showOrder]);

  // The server's shipping, service charge and tax for the address's state.
  const provinceCode = address?.provinceCode;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `quoteAttempt` is the Try again button: a new attempt asks again
  useEffect(() => {
    if (!provinceCode || phase.kind !== 'ready') return;
    const controller = new AbortController();
    setQuote(null);
    setQuoteError(null);
    quoteCall(cartId, provinceCode, controller.signal)
      .then(setQuote)
      .catch(() => {
        if (!controller.signal.aborted) setQuoteError(CHECKOUT_MESSAGES.quoteFailed);
      });
    return () => controller.abort();
  }, [cartId, provinceCode, phase.kind, quoteAttempt]);

  async function submitContact(): Promise<FieldErrors> {
    const errors = contactErrors(contact);
    if (Object.keys(errors).length === 0) {
      // the serviceable zip ranges, when they can be had; the server checks again in any case
      const ranges = await ensureZipRanges(queryClient, 'HOME').catch(() => null);
      const zip = contact.zip.trim();
      if (ranges && ranges.length > 0 && !zipInRanges(zip, ranges)) errors.zip = zipNotServedMessage(zip);
    }
    setContactFieldErrors(errors);
    if (Object.keys(errors).length > 0) return errors;
    setAddress(toShippingAddress(contact));
    setStep('delivery');
    return errors;
  }

  function submitCard(): void {
    const errors = cardErrors(card);
    setCardFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    orderKey.current = crypto.randomUUID(); // one key per review: every retry of this submission reuses it
    setPlaceError(null);
    setStep('review');
  }

  function handleRefusal(error: ApiError): void {
    const fields = formFieldErrors(error.fields);
    if (error.fields && Object.keys(error.fields).some((f) => f === 'email' || f.startsWith('shippingAddress.'))) {
      setContactFieldErrors(fields);
      setStep('contact');
    } else if (error.fields && Object.keys(error.fields).some((f) => f.startsWith('payment.')) && error.code !== 'CARD_DECLINED') {
      setCardFieldErrors(fields);
      setStep('payment');
    } else {
      setPlaceError(error.message);
    }
  }

  async function placeOrder(): Promise<void> {
    if (placing.current || !address || !orderKey.current) return;
    placing.current = true;
    setSubmitting(true);
    setPlaceError(null);
    const input = { cartId, email: contact.email.trim(), shippingAddress: address, payment: card };
    try {
      for (let tries = 0; ; tries++) {
        try {
          const order = await placeOrderCall(input, orderKey.current);
          await showOrder(order.number);
          return;
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          if (error.code === 'IDEMPOTENCY_IN_PROGRESS' && tries < IN_PROGRESS_RETRIES) {
            await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_RETRY_MS));
            continue;
          }
          if (error.code === 'CART_ORDERED') {
            const order = await orderCall(cartId).catch(() => null);
            if (order) return showOrder(order.number);
          }
          if (isNetworkError(error) || error.status >= 500) setPlaceError(CHECKOUT_MESSAGES.unreachable);
          else handleRefusal(error);
          return;
        }
      }
    } finally {
      placing.current = false;
      setSubmitting(false);
    }
  }

  return {
    phase,
    retryStart: () => setAttempt((n) => n + 1),
    step,
    goTo: (next: CheckoutStep) => setStep(next),
    contact,
    setContact,
    contactFieldErrors,
    submitContact,
    address,
    quote,
    quoteError,
    retryQuote: () => setQuoteAttempt((n) => n + 1),
    card,
    setCard,
    cardFieldErrors,
    submitCard,
    submitting,
    placeError,
    placeOrder,
  };
}
