import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { DonationWidget } from '../donation/lazy-parts';
import { Link } from '../../ui/Link';
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
import { OrderNoteField } from './OrderNoteField';
import { OrderSummary } from './OrderSummary';
import { PromotionCodeField } from './PromotionCodeField';
import type { CartRefusalNotice } from './state/types';
import { useStaffQuota } from './staff-quota';
import { type CheckoutCartAccess, useProceedToCheckout } from './use-proceed-to-checkout';
import { buttonClass } from '../../ui/Button';
import './CartScreen.css';

/** What the cart screen changes; the cart state module's actions. */
export interface CartScreenActions extends Pick<CheckoutCartAccess, 'syncNow'> {
  setQuantity: (lineId: string, quantity: number) => Promise<void>;
  setSellingPlan: (lineId: string, sellingPlanId: string | null) => Promise<void>;
  /** the promotion code field and the order note show only with these */
  setDiscountCodes?: (codes: string[]) => Promise<void>;
  setNote?: (note: string | null) => Promise<void>;
  /** the donation widget offers the round-up / add-on choice only with this */
  setDonation?: (amountCents: number) => Promise<void>;
  dismissRefusal?: (id: string) => void;
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
  /** every refused change (the promotion code field shows its own under the field) */
  refusalNotices?: readonly CartRefusalNotice[];
  /** changes still waiting to sync */
  pendingCount?: number;
  /** signed in on staff feeding: the monthly quota is asked */
  quotaApplies?: boolean;
}

/** §2 cart screen, 'Shopping Cart': lines, free-shipping tracker, Order Summary, recommendations. */
export function CartScreen({ cart, ready, refusals, ...rest }: CartScreenProps) {
  const lines = cart?.lines ?? [];
  // The frame (title, reserved height) is the server's page; the lines are this browser's, drawn
  // once its stored cart is read, below the title and above a footer kept out of the first screen.
  return (
    <div className="cart-screen">
      <h1 className="cart-screen__title">Shopping Cart</h1>
      {ready ? (
        <>
          {refusals}
          {cart && lines.length > 0 ? <FilledCart cart={cart} {...rest} /> : <EmptyCart />}
          <CartRecommendations skusInCart={lines.map((line) => line.sku)} />
        </>
      ) : (
        <PageLoading />
      )}
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

function FilledCart({
  cart,
  pendingLineIds,
  actions,
  latest,
  pendingMark,
  refusalNotices = [],
  pendingCount = 0,
  quotaApplies = false,
}: FilledCartProps) {
  const staffFeeding = useIsStaffFeeding();
  const quota = useStaffQuota(staffFeeding && quotaApplies);
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
          <DonationWidget context={cartDonationContext(cart)} shopperDonation={shopperDonationOf(cart, actions.setDonation)} />
        </Suspense>
        {actions.setNote && <OrderNoteField note={cart.note} setNote={actions.setNote} />}
      </div>
      <OrderSummary
        totals={totals}
        programDiscount={cart.customer.programDiscount}
        checkoutRefused={!flags.canCheckout || quota.quotaReached}
        checkoutBusy={checkout.busy}
        checkoutMessage={quota.message ?? (flags.canCheckout ? checkout.message : OVER_ORDER_LIMIT_MESSAGE)}
        onProceedToCheckout={() => void checkout.proceed()}
        promotionCodeLabel={cart.promotion?.code}
        promotionCode={
          actions.setDiscountCodes && (
            <PromotionCodeField
              cart={cart}
              codeDiscountCents={totals.codeDiscountCents}
              refusals={refusalNotices}
              setDiscountCodes={actions.setDiscountCodes}
              dismissRefusal={actions.dismissRefusal ?? (() => {})}
              pending={pendingCount > 0}
            />
          )
        }
      />
    </div>
  );
}

/** The widget's round-up / add-on choice on this cart: the goods total, the amount kept, the action. */
export function shopperDonationOf(cart: CartState, setDonation: ((amountCents: number) => Promise<void>) | undefined) {
  if (!setDonation) return undefined;
  const totals = cartTotals(cart);
  return {
    goodsTotalCents: totals.cartSubtotalCents,
    amountCents: totals.donationCents,
    onChange: (cents: number) => void setDonation(cents),
  };
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
