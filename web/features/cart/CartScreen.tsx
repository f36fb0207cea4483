import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { type CartState, cartFlags, cartTotals, freeShippingEligibleCents } from '../../../core/cart';
import { useIsStaffFeeding } from '../../app/site';
import { PageLoading } from '../../ui/PageLoading';
import { cartDonationContext } from '../donation/cart-context';
import { reportRemoveFromCart, reportViewCart } from './cart-analytics';
import { useLineProducts } from './cart-line-products';
import { CartLineItem } from './CartLineItem';
import { CartRecommendations } from './CartRecommendations';
import { OVER_ORDER_LIMIT_MESSAGE } from './checkout-decision';
import { FreeShippingTracker } from './FreeShippingTracker';
import { itemCountLabel } from './line-details';
import { OrderSummary } from './OrderSummary';
import { type CheckoutCartAccess, useProceedToCheckout } from './use-proceed-to-checkout';
import { buttonClass } from '../../ui/Button';
import './CartScreen.css';

/** The donation widget's own chunk, fetched only when this page shows it (docs/donation-widget.md). */
const DonationWidget = lazy(() => import('../donation/DonationWidget'));

/** What the cart screen changes; the cart state module's actions. */
export interface CartScreenActions extends Pick<CheckoutCartAccess, 'syncNow'> {
  setQuantity: (lineId: string, quantity: number) => Promise<void>;
  setSellingPlan: (lineId: string, sellingPlanId: string | null) => Promise<void>;
}

export interface CartScreenProps {
  cart: CartState | null;
  /** false until the stored cart was read back */
  ready: boolean;
  pendingLineIds: ReadonlySet<string>;
  actions: CartScreenActions;
  /** the latest cart and outbox size, read again after each await of checkout start */
  latest: CheckoutCartAccess['latest'];
  /** changes the server refused (the cart state module's list) */
  refusals?: ReactNode;
  /** the 'waiting to sync' mark of a line */
  pendingMark?: (lineId: string) => ReactNode;
}

/** §2 cart screen, 'Shopping Cart': lines, free-shipping tracker, Order Summary, recommendations. */
export function CartScreen({ cart, ready, pendingLineIds, actions, latest, refusals, pendingMark }: CartScreenProps) {
  if (!ready) return <PageLoading />;
  const lines = cart?.lines ?? [];
  return (
    <div className="cart-screen">
      <h1 className="cart-screen__title">Shopping Cart</h1>
      {refusals}
      {cart && lines.length > 0 ? (
        <FilledCart cart={cart} pendingLineIds={pendingLineIds} actions={actions} latest={latest} pendingMark={pendingMark} />
      ) : (
        <EmptyCart />
      )}
      <CartRecommendations skusInCart={lines.map((line) => line.sku)} />
    </div>
  );
}

function EmptyCart() {
  return (
    <section className="cart-screen__empty" aria-label="Your cart">
      <p>Your cart is empty.</p>
      <Link to="/products" className={buttonClass('primary')}>
        Shop All Pet Food
      </Link>
    </section>
  );
}

interface FilledCartProps extends Omit<CartScreenProps, 'ready' | 'refusals' | 'cart'> {
  cart: CartState;
}

function FilledCart({ cart, pendingLineIds, actions, latest, pendingMark }: FilledCartProps) {
  const staffFeeding = useIsStaffFeeding();
  const totals = cartTotals(cart);
  const flags = cartFlags(cart);
  const details = useLineProducts(cart.lines.map((line) => line.sku)).data ?? {};
  const checkout = useProceedToCheckout({ latest, syncNow: actions.syncNow });
  useViewCartReport(cart);
  const { clearMessage } = checkout;
  // Back online, the offline notice no longer holds.
  useEffect(() => {
    window.addEventListener('online', clearMessage);
    return () => window.removeEventListener('online', clearMessage);
  }, [clearMessage]);

  return (
    <div className="cart-screen__body">
      <div className="cart-screen__lines">
        {!staffFeeding && <FreeShippingTracker eligibleCents={freeShippingEligibleCents(cart.lines)} layout="full" />}
        <p className={flags.overOrderLimit ? 'cart-screen__count cart-screen__count--over' : 'cart-screen__count'}>
          {itemCountLabel(flags.totalQuantity)}
        </p>
        <ul className="cart-screen__list" aria-label="Cart items">
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              details={details[line.sku]}
              atAutoshipLimit={flags.autoshipLimitLineIds.includes(line.id)}
              pendingMark={pendingLineIds.has(line.id) ? pendingMark?.(line.id) : undefined}
              onQuantityChange={(quantity) => void actions.setQuantity(line.id, quantity)}
              onSellingPlanChange={(planId) => void actions.setSellingPlan(line.id, planId)}
              onRemove={() => {
                reportRemoveFromCart(line);
                void actions.setQuantity(line.id, 0);
              }}
            />
          ))}
        </ul>
        <Suspense fallback={null}>
          <DonationWidget context={cartDonationContext(cart)} />
        </Suspense>
      </div>
      <OrderSummary
        totals={totals}
        programDiscount={cart.customer.programDiscount}
        checkoutRefused={!flags.canCheckout}
        checkoutBusy={checkout.busy}
        checkoutMessage={flags.canCheckout ? checkout.message : OVER_ORDER_LIMIT_MESSAGE}
        onProceedToCheckout={() => void checkout.proceed()}
      />
    </div>
  );
}

/** §7 'view_cart': once per visit of the cart screen, with the cart as first shown. */
function useViewCartReport(cart: CartState) {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    reportViewCart(cart);
  }, [cart]);
}
