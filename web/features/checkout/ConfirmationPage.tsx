import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { OrderDonationNote } from '../donation/lazy-parts';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { US_STATES } from '../../../core/stock';
import { LoadError } from '../../ui/LoadError';
import { PageLoading } from '../../ui/PageLoading';
import { orderDonationLines } from '../donation/cart-context';
import { orderTrackingId } from '../donation/order-tracking';
import { isNetworkError, orderCall, type PlacedOrder as PlacedOrderView } from './checkout-api';
import { isPositive, moneyFromAmount } from './money';
import { forgetOrderedCart } from './use-checkout';
import './Checkout.css';
import './CheckoutSummary.css';

/** /checkout/confirmation?order=… — 'Thank you' and the order number. */
export function ConfirmationPage() {
  const [search] = useSearchParams();
  const number = search.get('order') ?? '';
  const order = useQuery({
    queryKey: ['checkout', 'order', number],
    queryFn: ({ signal }) => orderCall(number, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: number !== '',
  });

  useEffect(() => {
    if (order.data) void forgetOrderedCart(order.data.cartId);
  }, [order.data]);

  if (!number) return <LoadError what="your order" onRetry={() => void order.refetch()} className="checkout-confirmation" />;
  if (order.isPending) return <PageLoading />;
  if (order.isError) {
    if (number && isNetworkError(order.error)) {
      return (
        <section className="checkout-confirmation">
          <h1>Thank you for your order!</h1>
          <p>
            Your order number is <strong>{number}</strong>. Connect to the internet to see its details.
          </p>
        </section>
      );
    }
    return <LoadError what="your order" onRetry={() => void order.refetch()} className="checkout-confirmation" />;
  }

  const { data } = order;
  const address = data.shippingAddress;
  const state = US_STATES.find((s) => s.code === address.provinceCode)?.name ?? address.provinceCode;
  const t = data.totals;
  return (
    <section className="checkout-confirmation" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">Thank you for your order!</h1>
      <p className="checkout-confirmation__number">
        Your order number is <strong data-testid="order-number">{data.number}</strong>
      </p>
      <p>Keep this number for any question about your order. We'll contact you at {data.email}.</p>
      <div className="checkout-confirmation__grid">
        <div>
          <h2>Items</h2>
          <ul className="checkout-summary__items">
            {data.lines.map((line) => (
              <li key={`${line.sku}-${line.sellingPlanId ?? ''}`} className="checkout-summary__item">
                <span className="checkout-summary__item-name">
                  {line.productTitle}
                  <span className="checkout-summary__item-detail">
                    {line.variantTitle} · Qty {line.quantity}
                    {line.sellingPlanId && ' · Autoship'}
                  </span>
                </span>
                <span className="checkout-summary__amount">{moneyFromAmount(line.subtotal)}</span>
              </li>
            ))}
          </ul>
          <dl className="checkout-summary__lines">
            {isPositive(t.programDiscount) && <Row label="Program Discount" value={`-${moneyFromAmount(t.programDiscount)}`} />}
            {isPositive(t.promoDiscount) && <Row label="First Autoship Discount (AUTO35)" value={`-${moneyFromAmount(t.promoDiscount)}`} />}
            {isPositive(t.codeDiscount) && <Row label="Promotion code" value={`-${moneyFromAmount(t.codeDiscount)}`} />}
            <Row label="Subtotal" value={moneyFromAmount(t.subtotal)} />
            <Row label="Shipping" value={t.freeShipping ? 'Free' : moneyFromAmount(t.shipping)} />
            {isPositive(t.serviceCharge) && <Row label="Alaska/Hawaii service charge" value={moneyFromAmount(t.serviceCharge)} />}
            <Row label={`Tax (${t.taxRate})`} value={moneyFromAmount(t.tax)} />
            {isPositive(t.donation) && <Row label="Donation" value={moneyFromAmount(t.donation)} />}
            <Row label="Total" value={moneyFromAmount(t.total)} total />
          </dl>
        </div>
        <div>
          <h2>Shipping to</h2>
          <p>
            {address.firstName} {address.lastName}
            <br />
            {address.address1}
            {address.address2 && `, ${address.address2}`}
            <br />
            {address.city}, {state} {address.zip}
          </p>
          <h2>Paid with</h2>
          <p>Card ending in {data.payment.last4}</p>
        </div>
      </div>
      <ConfirmationDonation order={data} />
      <Link to="/products" className="button button--primary">
        Continue Shopping
      </Link>
    </section>
  );
}

/** The order's donation; its final amount goes to the tracking record (§7 set-confirmation-data). */
function ConfirmationDonation({ order }: { order: PlacedOrderView }) {
  const trackingId = orderTrackingId(order, true);
  if (!trackingId) return null;
  return (
    <Suspense fallback={null}>
      <OrderDonationNote orderNumber={order.number} trackingId={trackingId} lines={orderDonationLines(order.lines)} confirm />
    </Suspense>
  );
}

function Row({ label, value, total }: { label: string; value: string; total?: boolean }) {
  return (
    <div className={total ? 'checkout-summary__line checkout-summary__line--total' : 'checkout-summary__line'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
