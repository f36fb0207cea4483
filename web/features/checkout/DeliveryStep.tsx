import { estimatedDeliveryDate } from '../../../core/stock';
import type { ShippingAddress } from '../../../core/checkout';
import { FLAT_SHIPPING_CENTS } from '../../../core/checkout';
import type { CheckoutQuote } from './checkout-api';
import { isPositive, moneyFromAmount, moneyFromCents } from './money';
import { formatShortDate } from '../../lib/format';

interface DeliveryStepProps {
  address: ShippingAddress;
  quote: CheckoutQuote | null;
  quoteError: string | null;
  onRetryQuote: () => void;
  onContinue: () => void;
}

/** Today as 'YYYY-MM-DD' in the shopper's time zone. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Step 2: the delivery estimate and the money the address decides: shipping, the Alaska/Hawaii charge, tax, total. */
export function DeliveryStep({ address, quote, quoteError, onRetryQuote, onContinue }: DeliveryStepProps) {
  const estimate = estimatedDeliveryDate(today(), address.zip);
  return (
    <section className="checkout-delivery" aria-label="Delivery">
      <p className="checkout-delivery__estimate">
        {estimate ? `Estimated delivery ${formatShortDate(estimate.date)} to ${address.zip}` : `Delivery to ${address.zip}`}
      </p>
      <p className="checkout-delivery__method">
        Standard shipping: free on orders that reach the free-shipping minimum, otherwise {moneyFromCents(FLAT_SHIPPING_CENTS)}.
      </p>
      {quoteError && (
        <div role="alert" className="checkout-notice checkout-notice--error">
          <p>{quoteError}</p>
          <button type="button" className="button button--secondary" onClick={onRetryQuote}>
            Try again
          </button>
        </div>
      )}
      {quote ? (
        <dl className="checkout-delivery__costs">
          <div>
            <dt>Shipping</dt>
            <dd>{quote.freeShipping ? 'Free' : moneyFromAmount(quote.shipping)}</dd>
          </div>
          {isPositive(quote.serviceCharge) && (
            <div>
              <dt>Alaska/Hawaii service charge</dt>
              <dd>{moneyFromAmount(quote.serviceCharge)}</dd>
            </div>
          )}
          <div>
            <dt>Tax ({quote.taxRate})</dt>
            <dd>{moneyFromAmount(quote.tax)}</dd>
          </div>
          {isPositive(quote.donation) && (
            <div>
              <dt>Donation</dt>
              <dd>{moneyFromAmount(quote.donation)}</dd>
            </div>
          )}
          <div className="checkout-delivery__total">
            <dt>Total</dt>
            <dd>{moneyFromAmount(quote.total)}</dd>
          </div>
        </dl>
      ) : (
        !quoteError && <p role="status">Calculating shipping and tax…</p>
      )}
      <button type="button" className="button button--primary checkout-form__next" disabled={!quote} onClick={onContinue}>
        Continue to Payment
      </button>
    </section>
  );
}
