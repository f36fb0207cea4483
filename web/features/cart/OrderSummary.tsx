import { type ReactNode, useId } from 'react';
import { Link } from '../../ui/Link';
import { type CartTotals, centsToAmount } from '../../../core/cart';
import { REMOTE_STATE_SERVICE_CHARGE_CENTS } from '../../../core/constants';
import { formatMoney } from '../../ui/Price';
import { Button, buttonClass } from '../../ui/Button';
import './OrderSummary.css';

interface OrderSummaryProps {
  totals: CartTotals;
  /** clinic (staff-feeding) users see the Program Discount line */
  programDiscount: boolean;
  /** why checkout cannot start now (over the limit, offline …); shown under the button */
  checkoutMessage?: string | null;
  /** checkout refused outright (the button is disabled) */
  checkoutRefused: boolean;
  /** checkout is starting (syncing the cart first) */
  checkoutBusy: boolean;
  onProceedToCheckout: () => void;
  /** the promotion code field, under the cost lines */
  promotionCode?: ReactNode;
  /** the code entered, for the label of its saving line */
  promotionCodeLabel?: string | null;
}

const money = (cents: number) => formatMoney(centsToAmount(cents));
const SERVICE_CHARGE = `$${REMOTE_STATE_SERVICE_CHARGE_CENTS / 100}`;

/** §2 'Order Summary' of the cart screen: cost lines, the checkout note and the two actions. */
export function OrderSummary({
  totals,
  programDiscount,
  checkoutMessage,
  checkoutRefused,
  checkoutBusy,
  onProceedToCheckout,
  promotionCode,
  promotionCodeLabel,
}: OrderSummaryProps) {
  const headingId = useId();
  const messageId = useId();
  return (
    <section className="order-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-summary__title">
        Order Summary
      </h2>
      <dl className="order-summary__lines">
        <SummaryLine label="Subtotal Before Savings" value={money(totals.subtotalBeforeSavingsCents)} />
        {totals.autoshipSavingsCents > 0 && (
          <SummaryLine label="Autoship Savings" value={`-${money(totals.autoshipSavingsCents)}`} saving />
        )}
        {programDiscount && <SummaryLine label="Program Discount" value={`-${money(totals.programDiscountCents)}`} saving />}
        {totals.promoDiscountCents > 0 && (
          <SummaryLine label="First Autoship Discount (AUTO35)" value={`-${money(totals.promoDiscountCents)}`} saving />
        )}
        {totals.codeDiscountCents > 0 && (
          <SummaryLine label={`Promotion (${promotionCodeLabel ?? 'code'})`} value={`-${money(totals.codeDiscountCents)}`} saving />
        )}
        <SummaryLine label="Cart Subtotal" value={money(totals.cartSubtotalCents)} />
        <SummaryLine label="Total Savings" value={money(totals.totalSavingsCents)} saving />
        {totals.donationCents > 0 && <SummaryLine label="Donation" value={money(totals.donationCents)} />}
        <SummaryLine label="Estimated Total" value={money(totals.estimatedTotalCents)} total />
      </dl>
      {promotionCode}
      <p className="order-summary__note">
        Tax and shipping are calculated at checkout. Alaska/Hawaii shipments carry a {SERVICE_CHARGE} service charge.
      </p>
      {checkoutMessage && (
        <p id={messageId} className="order-summary__message" role="alert">
          {checkoutMessage}
        </p>
      )}
      <div className="order-summary__actions">
        <Button
          disabled={checkoutRefused || checkoutBusy}
          aria-busy={checkoutBusy}
          aria-describedby={checkoutMessage ? messageId : undefined}
          onClick={onProceedToCheckout}
        >
          {checkoutBusy ? 'Syncing your cart…' : 'Proceed to Checkout'}
        </Button>
        <Link to="/products" className={buttonClass('secondary')}>
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}

function SummaryLine({ label, value, saving, total }: { label: string; value: string; saving?: boolean; total?: boolean }) {
  const classes = ['order-summary__line', saving ? 'order-summary__line--saving' : '', total ? 'order-summary__line--total' : ''];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
