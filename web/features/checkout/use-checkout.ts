/**
 * The checkout flow's wiring: the pure reducer of checkout-state.ts, and the three calls as TanStack
 * Query mutations. Start (§4) runs on the server's cart once the device's pending cart changes
 * reached it; the quote follows the address's state; the order is placed exactly once: one
 * Idempotency-Key per review, reused on every retry, and a guard so a double click sends one request.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type CardInput, zipNotServedMessage } from '../../../core/checkout';
import { zipInRanges } from '../../../core/stock';
import { ApiError } from '../../lib/api';
import { useRetryWhenBackOnline } from '../../lib/use-online';
import { forgetCart, getCartView, refreshFromServer, syncNow } from '../cart/cart-client';
import { markRecentCheckout } from '../cart/staff-quota';
import { ensureZipRanges } from '../catalogue/queries';
import { useUserStore } from '../identity/user-store';
import { isNetworkError, orderCall, type PlaceOrderInput, placeOrderCall, quoteCall, startCheckoutCall } from './checkout-api';
import { type ContactValues, contactErrors, type FieldErrors } from './checkout-form';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import {
  type CheckoutEvent,
  type CheckoutStep,
  checkoutReducer,
  initialCheckoutState,
  orderToPlace,
  type ReviewAnswers,
} from './checkout-state';
import { ensureOrderManagementCookie } from './order-management-cookie';
import { couponOfCheckout, reportPurchase } from './checkout-analytics';

export type { CheckoutPhase, CheckoutStep } from './checkout-state';

type ProvinceCode = PlaceOrderInput['shippingAddress']['provinceCode'];

const IN_PROGRESS_RETRY_MS = 1000;
const IN_PROGRESS_RETRIES = 5;

/** Where the confirmation of order `number` lives (no cart id in URLs: they end up in histories and logs). */
export const confirmationPath = (number: string) => `/checkout/confirmation?order=${encodeURIComponent(number)}`;

/** Forgets the device's cart when it is the one just ordered (another cart stays). */
export async function forgetOrderedCart(cartId: string): Promise<void> {
  if (getCartView().cart?.id === cartId) await forgetCart();
}

type ShowOrder = (number: string) => Promise<void>;

/** Forgets the ordered cart, then shows the confirmation of `number`. */
function useShowOrder(cartId: string) {
  const navigate = useNavigate();
  return useCallback(
    async (number: string) => {
      await forgetOrderedCart(cartId);
      navigate(confirmationPath(number), { replace: true });
    },
    [cartId, navigate],
  );
}

/** The order a CART_ORDERED refusal names, shown; false when it names none or cannot be found. */
async function showExistingOrder(refusal: ApiError, showOrder: ShowOrder): Promise<boolean> {
  const number = refusal.fields?.orderNumber;
  const order = number ? await orderCall(number).catch(() => null) : null;
  if (order) await showOrder(order.number);
  return Boolean(order);
}

/** Checkout start on the server's cart; a new `attempt` (the Try again button) starts again. */
function useCheckoutStart(cartId: string, attempt: number, dispatch: Dispatch<CheckoutEvent>, showOrder: ShowOrder) {
  const { mutateAsync: start } = useMutation({
    mutationFn: async (signal: AbortSignal) => {
      if (getCartView().pendingCount > 0) await syncNow();
      return startCheckoutCall(cartId, crypto.randomUUID(), signal);
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button: a new attempt starts again
  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'start-requested' });
    if (!navigator.onLine) {
      dispatch({ type: 'start-offline' });
      return;
    }
    start(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        void ensureOrderManagementCookie(useUserStore.getState().status === 'signedIn');
        markRecentCheckout(); // §3 recent-checkout flag: the cart asks the staff quota again
        dispatch({ type: 'started', start: answer });
      },
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isNetworkError(error)) return dispatch({ type: 'start-offline' });
        if (error instanceof ApiError && error.code === 'CART_ORDERED' && (await showExistingOrder(error, showOrder))) return;
        const message = error instanceof ApiError && error.status < 500 ? error.message : CHECKOUT_MESSAGES.loadFailed;
        dispatch({ type: 'start-refused', message });
      },
    );
    return () => controller.abort();
  }, [cartId, attempt, start, dispatch, showOrder]);
}

/** The server's shipping, service charge and tax for the address's state, asked again on `attempt`. */
function useCheckoutQuote(cartId: string, provinceCode: ProvinceCode | undefined, ready: boolean) {
  const [attempt, setAttempt] = useState(0);
  const quote = useMutation({
    mutationFn: (ask: { state: ProvinceCode; signal: AbortSignal }) => quoteCall(cartId, ask.state, ask.signal),
  });
  const { mutate, reset } = quote;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button: a new attempt asks again
  useEffect(() => {
    if (!provinceCode || !ready) return;
    const controller = new AbortController();
    mutate({ state: provinceCode, signal: controller.signal });
    return () => {
      controller.abort();
      reset(); // an answer for another state (or an abandoned ask) is never shown
    };
  }, [cartId, provinceCode, ready, attempt, mutate, reset]);
  return {
    quote: quote.data ?? null,
    quoteError: quote.isError ? CHECKOUT_MESSAGES.quoteFailed : null,
    retryQuote: () => setAttempt((n) => n + 1),
  };
}

/** The serviceable-zip check of the contact step (the server checks again in any case). */
async function checkContact(queryClient: QueryClient, contact: ContactValues): Promise<FieldErrors> {
  const errors = contactErrors(contact);
  if (Object.keys(errors).length > 0) return errors;
  const ranges = await ensureZipRanges(queryClient, 'HOME').catch(() => null);
  const zip = contact.zip.trim();
  if (ranges && ranges.length > 0 && !zipInRanges(zip, ranges)) errors.zip = zipNotServedMessage(zip);
  return errors;
}

/**
 * After a refusal for changed prices: checkout start runs again on the server's cart, which
 * re-prices every line from the catalogue, so the summary shows the new prices next to the
 * message naming them, and the next Place Order is charged what the shopper now sees. The cart
 * this device shows is the server's older copy: it is read again, so the cart page and the header
 * show the new prices too ("Your cart now shows the new price").
 */
export async function repriceAfterRefusal(cartId: string, dispatch: Dispatch<CheckoutEvent>): Promise<void> {
  try {
    dispatch({ type: 'started', start: await startCheckoutCall(cartId, crypto.randomUUID()) });
  } catch {
    // the message already names the new prices
  }
  await refreshFromServer();
}

/** Places the order once per click (a second click while it is sent does nothing). */
function usePlaceOrder(cartId: string, dispatch: Dispatch<CheckoutEvent>, showOrder: ShowOrder, coupon: string | null) {
  const placing = useRef(false);
  const place = useMutation({
    mutationFn: ({ input, key }: { input: PlaceOrderInput; key: string }) => placeOrderCall(input, key),
    // the same key still running on the server: its answer will come, ask again
    retry: (failures, error) => error instanceof ApiError && error.code === 'IDEMPOTENCY_IN_PROGRESS' && failures < IN_PROGRESS_RETRIES,
    retryDelay: IN_PROGRESS_RETRY_MS,
    networkMode: 'always',
  });
  const placeOrder = async (order: { input: PlaceOrderInput; key: string } | null): Promise<void> => {
    if (placing.current || !order) return;
    placing.current = true;
    dispatch({ type: 'place-started' });
    try {
      const placed = await place.mutateAsync(order);
      reportPurchase(placed, coupon);
      await showOrder(placed.number);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'CART_ORDERED' && (await showExistingOrder(error, showOrder))) return;
      if (isNetworkError(error) || error.status >= 500) dispatch({ type: 'place-unreachable' });
      else dispatch({ type: 'place-refused', refusal: error });
      if (error.code === 'PRICE_CHANGED') await repriceAfterRefusal(cartId, dispatch);
    } finally {
      placing.current = false;
    }
  };
  return { placeOrder, submitting: place.isPending || place.isSuccess };
}

export function useCheckout(cartId: string, prefill: Partial<ContactValues>) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(checkoutReducer, prefill, initialCheckoutState);
  const [attempt, setAttempt] = useState(0);
  const retryStart = useCallback(() => setAttempt((n) => n + 1), []);
  const showOrder = useShowOrder(cartId);
  useCheckoutStart(cartId, attempt, dispatch, showOrder);
  useRetryWhenBackOnline(state.phase.kind === 'offline', retryStart);
  const quote = useCheckoutQuote(cartId, state.address?.provinceCode, state.phase.kind === 'ready');
  const coupon = state.phase.kind === 'ready' ? couponOfCheckout(state.phase.start.cart.discountCodes) : null;
  const { placeOrder, submitting } = usePlaceOrder(cartId, dispatch, showOrder, coupon);

  async function submitContact(): Promise<FieldErrors> {
    const { contact } = state;
    const errors = await checkContact(queryClient, contact);
    dispatch({ type: 'contact-checked', contact, errors });
    return errors;
  }

  return {
    ...state,
    ...quote,
    retryStart,
    goTo: (step: CheckoutStep) => dispatch({ type: 'step-chosen', step }),
    setContact: (contact: ContactValues) => dispatch({ type: 'contact-edited', contact }),
    submitContact,
    setCard: (card: CardInput) => dispatch({ type: 'card-edited', card }),
    // one key per review: every retry of this submission reuses it
    submitCard: () => dispatch({ type: 'card-submitted', orderKey: crypto.randomUUID(), now: new Date() }),
    submitting,
    placeOrder: (answers?: ReviewAnswers) => placeOrder(orderToPlace(state, cartId, answers)),
  };
}
