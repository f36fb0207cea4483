import { Suspense } from 'react';
import { OrderDonationNote } from '../donation/lazy-parts';
import { useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { NotFoundPage } from '../../app/errors/NotFoundPage';
import { PageTitle } from '../../app/page-head/PageHead';
import { useOnline } from '../../lib/use-online';
import { useOrder } from './account-queries';
import { AccountLayout, isOfflineCopy, QueryState } from './AccountLayout';
import { formatDate, formatMoney } from './format';
import { orderDonationLines } from '../donation/cart-context';
import { orderTrackingId } from '../donation/order-tracking';

/** Attributes that only carry machine data (JSON addresses) are shown in the address section instead. */
const HIDDEN_ATTRIBUTES = new Set(['ship_to_work_address', 'ship_to_home_address']);

/** One order: lines, totals, shipping address and attributes. Someone else's order is a 404. */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const online = useOnline();
  if ((order.error as { status?: number } | null)?.status === 404) return <NotFoundPage />;
  const o = order.data;
  return (
    <AccountLayout title={o ? `Order ${o.number}` : 'Order Details'} offlineCopy={isOfflineCopy(online, order)}>
      {/* the route table's title, drawn here and not by the router: another shopper's order is the 404 page, titled alone */}
      <PageTitle />
      <p>
        <Link to="/account/orders">Back to My Orders</Link>
      </p>
      <QueryState isPending={order.isPending} error={order.error} hasData={o !== undefined} />
      {o && (
        <>
          <section className="account-card" aria-labelledby="order-summary">
            <h2 id="order-summary">Summary</h2>
            <dl className="account-facts">
              <dt>Placed</dt>
              <dd>{formatDate(o.createdAt)}</dd>
              <dt>Status</dt>
              <dd>{o.status === 'placed' ? 'Placed' : 'Cancelled'}</dd>
              <dt>Order type</dt>
              <dd>{o.orderType === 'firstPurchaseSubscription' ? 'First autoship purchase' : 'One-time order'}</dd>
              <dt>Payment</dt>
              <dd>
                {o.payment.brand} ending in {o.payment.last4}
              </dd>
            </dl>
          </section>
          <section className="account-card" aria-labelledby="order-lines">
            <h2 id="order-lines">Items</h2>
            <table className="account-table">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col" className="num">
                    Qty
                  </th>
                  <th scope="col" className="num account-table__wide-only">
                    Price
                  </th>
                  <th scope="col" className="num">
                    Subtotal
                  </th>
                </tr>
              </thead>
              <tbody>
                {o.lines.map((line) => (
                  <tr key={`${line.sku}-${line.sellingPlanId ?? ''}`}>
                    <td>
                      {line.productTitle}
                      <br />
                      <small>
                        {line.variantTitle} · SKU {line.sku}
                        {line.sellingPlanId ? ' · Autoship' : ''}
                      </small>
                    </td>
                    <td className="num">{line.quantity}</td>
                    <td className="num account-table__wide-only">{formatMoney(line.unitPrice)}</td>
                    <td className="num">{formatMoney(line.subtotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className="account-card" aria-labelledby="order-totals">
            <h2 id="order-totals">Totals</h2>
            <dl className="account-facts">
              <dt>Subtotal</dt>
              <dd>{formatMoney(o.totals.subtotal)}</dd>
              {o.totals.programDiscount.amount !== '0.00' && (
                <>
                  <dt>Program Discount</dt>
                  <dd>-{formatMoney(o.totals.programDiscount)}</dd>
                </>
              )}
              {o.totals.promoDiscount.amount !== '0.00' && (
                <>
                  <dt>Promotion</dt>
                  <dd>-{formatMoney(o.totals.promoDiscount)}</dd>
                </>
              )}
              {o.totals.codeDiscount && o.totals.codeDiscount.amount !== '0.00' && (
                <>
                  <dt>Promotion code</dt>
                  <dd>-{formatMoney(o.totals.codeDiscount)}</dd>
                </>
              )}
              <dt>Shipping</dt>
              <dd>{o.totals.freeShipping ? 'Free' : formatMoney(o.totals.shipping)}</dd>
              {o.totals.serviceCharge.amount !== '0.00' && (
                <>
                  <dt>Service charge</dt>
                  <dd>{formatMoney(o.totals.serviceCharge)}</dd>
                </>
              )}
              <dt>Tax ({o.totals.taxRate})</dt>
              <dd>{formatMoney(o.totals.tax)}</dd>
              {o.totals.donation && o.totals.donation.amount !== '0.00' && (
                <>
                  <dt>Donation</dt>
                  <dd>{formatMoney(o.totals.donation)}</dd>
                </>
              )}
              <dt>Total</dt>
              <dd>
                <strong>{formatMoney(o.totals.total)}</strong>
              </dd>
            </dl>
          </section>
          <OrderDetailsDonation order={o} />
          <section className="account-card" aria-labelledby="order-address">
            <h2 id="order-address">Shipping address</h2>
            <address>
              {o.shippingAddress.firstName} {o.shippingAddress.lastName}
              <br />
              {o.shippingAddress.address1}
              {o.shippingAddress.address2 ? `, ${o.shippingAddress.address2}` : ''}
              <br />
              {o.shippingAddress.city}, {o.shippingAddress.provinceCode} {o.shippingAddress.zip}
            </address>
          </section>
          {o.attributes.length > 0 && (
            <section className="account-card" aria-labelledby="order-attributes">
              <h2 id="order-attributes">Order details</h2>
              <dl className="account-facts">
                {o.attributes
                  .filter((a) => !HIDDEN_ATTRIBUTES.has(a.key) && a.value !== '')
                  .map((a) => (
                    <div key={a.key} style={{ display: 'contents' }}>
                      <dt>{a.key}</dt>
                      <dd>{a.value}</dd>
                    </div>
                  ))}
              </dl>
            </section>
          )}
        </>
      )}
    </AccountLayout>
  );
}

type OrderView = NonNullable<ReturnType<typeof useOrder>['data']>;

/** The donation this order gave (its cause and amount), when it carries a tracking record. */
function OrderDetailsDonation({ order }: { order: OrderView }) {
  const trackingId = orderTrackingId(order, false);
  if (!trackingId) return null;
  return (
    <div className="account-card">
      <Suspense fallback={null}>
        <OrderDonationNote orderNumber={order.number} trackingId={trackingId} lines={orderDonationLines(order.lines)} confirm={false} />
      </Suspense>
    </div>
  );
}
