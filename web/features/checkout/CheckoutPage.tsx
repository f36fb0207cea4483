import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Link } from '../../ui/Link';
import { cartCustomerOf, fromWireCart } from '../../../core/cart';
import { type CardInput, summariseCard } from '../../../core/checkout';
import { stateForZip } from '../../../core/stock';
import { PageLoading } from '../../ui/PageLoading';
import { StatusPage } from '../../ui/StatusPage';
import { useCart } from '../cart/cart-client';
import { useUserStore } from '../identity/user-store';
import { useShopperLocation } from '../location/location-store';
import { CheckoutSummary } from './CheckoutSummary';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { ContactStep } from './ContactStep';
import { DeliveryStep } from './DeliveryStep';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';
import { type CheckoutStep, useCheckout } from './use-checkout';
import { useCheckoutAnalytics } from './checkout-analytics';
import { useOnline } from '../../lib/use-online';
import './Checkout.css';

const STEPS: { id: CheckoutStep; title: string }[] = [
  { id: 'contact', title: 'Contact and shipping' },
  { id: 'delivery', title: 'Delivery' },
  { id: 'payment', title: 'Payment' },
  { id: 'review', title: 'Review' },
];

type Checkout = ReturnType<typeof useCheckout>;

/**
 * /checkout — our own checkout in the PWA of the device's cart: contact and address, delivery,
 * payment, review. The cart being checked out is kept while the page lives: placing the order
 * forgets the device's cart before the confirmation shows.
 */
export function CheckoutPage() {
  const { ready, cart } = useCart();
  const checkedOut = useRef<string | null>(null);
  if (cart && cart.lines.length > 0 && !checkedOut.current) checkedOut.current = cart.id;
  if (!ready) return <PageLoading />;
  if (!checkedOut.current) return <NothingToCheckOut />;
  return <CartCheckout cartId={checkedOut.current} />;
}

function CartCheckout({ cartId }: { cartId: string }) {
  const checkout = useCheckout(cartId, useLocationPrefill());
  const online = useOnline();
  const shopper = useUserStore((state) => (state.status === 'signedIn' ? state.account : null));
  useFocusOnNewStep(checkout.step);
  const { phase } = checkout;
  // priced for who checks out now, as the server prices it (core cartCustomerOf on both sides)
  const customer = cartCustomerOf(shopper);
  const startedCart = phase.kind === 'ready' ? phase.start.cart : null;
  const cart = useMemo(() => (startedCart ? fromWireCart(startedCart, customer) : null), [startedCart, customer]);
  useCheckoutAnalytics(cart, checkout.step);

  if (phase.kind === 'loading') return <PageLoading />;
  if (phase.kind === 'offline') return <CheckoutOffline onRetry={checkout.retryStart} />;
  if (phase.kind === 'refused') return <CheckoutRefused message={phase.message} />;
  if (!cart) return <PageLoading />; // not reached: a ready phase has its cart

  return (
    <div className="checkout">
      <h1 className="checkout__title">Checkout</h1>
      {!online && (
        <p role="status" className="checkout-notice checkout-notice--warning">
          {CHECKOUT_MESSAGES.offlineWhileFilling}
        </p>
      )}
      <div className="checkout__layout">
        <CheckoutSteps checkout={checkout} online={online} />
        <CheckoutSummary cart={cart} quote={checkout.quote} programDiscount={customer.programDiscount} />
      </div>
    </div>
  );
}

/** The shopper's chosen zip (and its state) as the contact form's first values. */
function useLocationPrefill() {
  const location = useShopperLocation();
  if (!location.chosen) return {};
  const state = stateForZip(location.zip);
  return { zip: location.zip, provinceCode: state && state !== 'PR' ? state : '' };
}

/** A new step takes the focus (and the screen), so keyboard and screen-reader users land on it. */
function useFocusOnNewStep(step: CheckoutStep) {
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    document.querySelector<HTMLElement>('.checkout-step--current .checkout-step__title')?.focus();
  }, [step]);
}

function CheckoutOffline({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPage
      heading="Checkout needs a connection"
      actions={
        <>
          <button type="button" className="button button--primary" onClick={onRetry}>
            Try again
          </button>
          <Link to="/cart" className="button button--secondary">
            Back to cart
          </Link>
        </>
      }
    >
      <p role="alert">{CHECKOUT_MESSAGES.offline}</p>
    </StatusPage>
  );
}

function NothingToCheckOut() {
  return (
    <StatusPage
      heading="Checkout"
      actions={
        <Link to="/products" className="button button--primary">
          Continue Shopping
        </Link>
      }
    >
      <p>Your cart is empty.</p>
    </StatusPage>
  );
}

function CheckoutRefused({ message }: { message: string }) {
  return (
    <StatusPage
      heading="Checkout can't start"
      actions={
        <Link to="/cart" className="button button--primary">
          Back to cart
        </Link>
      }
    >
      <p role="alert">{message}</p>
    </StatusPage>
  );
}

/** The four steps: the finished ones as a recap with Edit, the current one open, the rest closed. */
function CheckoutSteps({ checkout, online }: { checkout: Checkout; online: boolean }) {
  const current = STEPS.findIndex((s) => s.id === checkout.step);
  return (
    <ol className="checkout__steps">
      {STEPS.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li key={step.id} className={`checkout-step checkout-step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <div className="checkout-step__header">
              <h2 className="checkout-step__title" tabIndex={-1}>
                <span className="checkout-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                {step.title}
              </h2>
              {state === 'done' && (
                <button type="button" className="checkout-link-button" onClick={() => checkout.goTo(step.id)}>
                  Edit <span className="visually-hidden">{step.title}</span>
                </button>
              )}
            </div>
            {state === 'done' && <p className="checkout-step__recap">{recap(step.id, checkout)}</p>}
            {state === 'current' && <StepBody step={step.id} checkout={checkout} online={online} />}
          </li>
        );
      })}
    </ol>
  );
}

/** The form of the current step. */
function StepBody({ step, checkout, online }: { step: CheckoutStep; checkout: Checkout; online: boolean }): ReactNode {
  if (step === 'contact')
    return (
      <ContactStep
        values={checkout.contact}
        onChange={checkout.setContact}
        onSubmit={checkout.submitContact}
        errors={checkout.contactFieldErrors}
      />
    );
  if (step === 'delivery' && checkout.address)
    return (
      <DeliveryStep
        address={checkout.address}
        quote={checkout.quote}
        quoteError={checkout.quoteError}
        onRetryQuote={checkout.retryQuote}
        onContinue={() => checkout.goTo('payment')}
      />
    );
  if (step === 'payment')
    return (
      <PaymentStep card={checkout.card} onChange={checkout.setCard} errors={checkout.cardFieldErrors} onSubmit={checkout.submitCard} />
    );
  if (step === 'review' && checkout.address && checkout.quote)
    return (
      <ReviewStep
        email={checkout.contact.email.trim()}
        address={checkout.address}
        card={checkout.card}
        quote={checkout.quote}
        submitting={checkout.submitting}
        blockedReason={online ? null : CHECKOUT_MESSAGES.placeOffline}
        error={checkout.placeError}
        onPlaceOrder={checkout.placeOrder}
        attestations={checkout.phase.kind === 'ready' ? checkout.phase.start.attestations : []}
        marketing={checkout.phase.kind === 'ready' && checkout.phase.start.signedIn ? { initial: false } : null}
        onEdit={checkout.goTo}
      />
    );
  return null;
}

/** One line that says what a finished step holds. */
function recap(step: CheckoutStep, checkout: Checkout): string {
  const { address, quote, card } = checkout;
  if (step === 'contact' && address)
    return `${address.firstName} ${address.lastName}, ${address.address1}, ${address.city}, ${address.provinceCode} ${address.zip}`;
  if (step === 'delivery' && quote) return quote.freeShipping ? 'Standard shipping: Free' : `Standard shipping: $${quote.shipping.amount}`;
  if (step === 'payment') return cardRecap(card);
  return '';
}

function cardRecap(card: CardInput): string {
  const { last4 } = summariseCard(card.cardNumber);
  return `Card ending in ${last4}`;
}
