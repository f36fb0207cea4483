import { Suspense, useId } from 'react';
import { DonationWidget } from '../donation/lazy-parts';
import { type CartState, cartTotals, lineSubtotalCents } from '../../../core/cart';
import { cartDonationContext } from '../donation/cart-context';
import type { CheckoutQuote } from './checkout-api';
import { isPositive, moneyFromAmount, moneyFromCents } from './money';
import './CheckoutSummary.css';

interface CheckoutSummaryProps {
  cart: CartState;
  /** the server's totals for the chosen state; null until the address is known */
  quote: CheckoutQuote | null;
  /** clinic users see the Program Discount line (§2) */
  programDiscount: boolean;
}

/** The order beside every step: its lines and the money, with tax and shipping once the state is known. */
export function CheckoutSummary({ cart, quote, programDiscount }: CheckoutSummaryProps) {
  const headingId = useId();
  const local = cartTotals(cart);
  return (
    <aside className="checkout-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="checkout-summary__title">
        Your Order
      </h2>
      <ul className="checkout-summary__items">
        {cart.lines.map((line) => (
          <li key={line.id} className="checkout-summary__item">
            <span className="checkout-summary__item-name">
              {line.productTitle}
              <span className="checkout-summary__item-detail">
                {line.variantTitle} · Qty {line.quantity}
                {line.sellingPlanId && ' · Autoship'}
              </span>
            </span>
            <span className="checkout-summary__amount">{moneyFromCents(lineSubtotalCents(line))}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__lines">
        {programDiscount && (
          <Line
            label="Program Discount"
            value={`-${quote ? moneyFromAmount(quote.programDiscount) : moneyFromCents(local.programDiscountCents)}`}
            saving
          />
        )}
        {local.promoDiscountCents > 0 && (
          <Line label="First Autoship Discount (AUTO35)" value={`-${moneyFromCents(local.promoDiscountCents)}`} saving />
        )}
        {local.codeDiscountCents > 0 && (
          <Line
            label={`Promotion (${cart.promotion?.code ?? 'code'})`}
            value={`-${quote ? moneyFromAmount(quote.codeDiscount) : moneyFromCents(local.codeDiscountCents)}`}
            saving
          />
        )}
        <Line label="Subtotal" value={quote ? moneyFromAmount(quote.subtotal) : moneyFromCents(local.cartSubtotalCents)} />
        {quote ? (
          <>
            <Line label="Shipping" value={quote.freeShipping ? 'Free' : moneyFromAmount(quote.shipping)} />
            {isPositive(quote.serviceCharge) && <Line label="Alaska/Hawaii service charge" value={moneyFromAmount(quote.serviceCharge)} />}
            <Line label={`Tax (${quote.taxRate})`} value={moneyFromAmount(quote.tax)} />
            {isPositive(quote.donation) && <Line label="Donation" value={moneyFromAmount(quote.donation)} />}
            <Line label="Total" value={moneyFromAmount(quote.total)} total />
          </>
        ) : (
          <>
            <Line label="Shipping" value="Calculated at delivery" muted />
            <Line label="Tax" value="Calculated at delivery" muted />
            {local.donationCents > 0 && <Line label="Donation" value={moneyFromCents(local.donationCents)} />}
          </>
        )}
      </dl>
      <Suspense fallback={null}>
        <DonationWidget context={cartDonationContext(cart)} />
      </Suspense>
    </aside>
  );
}

function Line({
  label,
  value,
  saving,
  total,
  muted,
}: {
  label: string;
  value: string;
  saving?: boolean;
  total?: boolean;
  muted?: boolean;
}) {
  const modifier = saving
    ? ' checkout-summary__line--saving'
    : total
      ? ' checkout-summary__line--total'
      : muted
        ? ' checkout-summary__line--muted'
        : '';
  return (
    <div className={`checkout-summary__line${modifier}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
