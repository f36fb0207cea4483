import { useState } from 'react';
import type { AttestationKind } from '../../../core/checkout/attestation';
import { type CardInput, type ShippingAddress, summariseCard } from '../../../core/checkout';
import { US_STATES } from '../../../core/stock';
import type { CheckoutQuote } from './checkout-api';
import type { ReviewAnswers } from './checkout-state';
import { moneyFromAmount } from './money';
import { ReviewAnswersFields } from './ReviewAnswers';

interface ReviewStepProps {
  email: string;
  address: ShippingAddress;
  card: CardInput;
  quote: CheckoutQuote;
  submitting: boolean;
  /** why Place Order cannot run now (offline) */
  blockedReason: string | null;
  /** a refusal of the last attempt (declined card, stock) */
  error: string | null;
  onPlaceOrder: (answers: ReviewAnswers) => void;
  /** the attestations the order needs (checkout start says which) */
  attestations?: readonly AttestationKind[];
  /** signed in: the email-marketing opt-in is offered, starting from the account's choice */
  marketing?: { initial: boolean } | null;
  onEdit: (step: 'contact' | 'payment') => void;
}

const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** Step 4: everything at a glance and 'Place Order' (disabled while the order is being placed). */
export function ReviewStep(props: ReviewStepProps) {
  const {
    email,
    address,
    card,
    quote,
    submitting,
    blockedReason,
    error,
    onPlaceOrder,
    onEdit,
    attestations = [],
    marketing = null,
  } = props;
  const [answers, setAnswers] = useState<ReviewAnswers>({
    isAttestationChecked: false,
    acceptsEmailMarketing: marketing?.initial ?? false,
  });
  const [attestationMissing, setAttestationMissing] = useState(false);
  const place = () => {
    const missing = attestations.length > 0 && !answers.isAttestationChecked;
    setAttestationMissing(missing);
    if (!missing) onPlaceOrder(answers);
  };
  const summary = summariseCard(card.cardNumber);
  const state = US_STATES.find((s) => s.code === address.provinceCode)?.name ?? address.provinceCode;
  return (
    <section className="checkout-review" aria-label="Review">
      <div className="checkout-review__block">
        <h3>Ship to</h3>
        <p>
          {address.firstName} {address.lastName}
          <br />
          {address.address1}
          {address.address2 && `, ${address.address2}`}
          <br />
          {address.city}, {state} {address.zip}
          <br />
          {email}
        </p>
        <button type="button" className="checkout-link-button" onClick={() => onEdit('contact')}>
          Change address
        </button>
      </div>
      <div className="checkout-review__block">
        <h3>Payment</h3>
        <p>
          {BRAND_NAMES[summary.brand] ?? 'Card'} ending in {summary.last4}
        </p>
        <button type="button" className="checkout-link-button" onClick={() => onEdit('payment')}>
          Change card
        </button>
      </div>
      <ReviewAnswersFields
        attestations={attestations}
        answers={answers}
        onChange={(next) => {
          setAnswers(next);
          if (next.isAttestationChecked) setAttestationMissing(false);
        }}
        attestationMissing={attestationMissing}
        offerMarketing={marketing !== null}
      />
      {error && (
        <p role="alert" className="checkout-notice checkout-notice--error">
          {error}
        </p>
      )}
      {blockedReason && (
        <p role="alert" className="checkout-notice checkout-notice--warning">
          {blockedReason}
        </p>
      )}
      <p className="checkout-review__total">
        Total <strong>{moneyFromAmount(quote.total)}</strong>
      </p>
      <button
        type="button"
        className="button button--primary checkout-review__place"
        disabled={submitting || blockedReason !== null}
        aria-busy={submitting}
        onClick={place}
      >
        {submitting ? 'Placing your order…' : 'Place Order'}
      </button>
    </section>
  );
}
