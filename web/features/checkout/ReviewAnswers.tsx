/**
 * The shopper's answers on the review step: the attestation an order needs (a prescription-line
 * item; a first Autoship while the compliance flag is on) and the email-marketing opt-in. Both go
 * with Place Order; the shop checks the attestation again and records both on the order.
 */
import { useId } from 'react';
import {
  ATTESTATION_REQUIRED_MESSAGE,
  ATTESTATION_TEXT,
  type AttestationKind,
  EMAIL_MARKETING_LABEL,
} from '../../../core/checkout/attestation';
import type { ReviewAnswers } from './checkout-state';

interface ReviewAnswersProps {
  attestations: readonly AttestationKind[];
  answers: ReviewAnswers;
  onChange: (answers: ReviewAnswers) => void;
  /** Place Order was pressed without the needed attestation */
  attestationMissing: boolean;
  /** the opt-in is offered to signed-in customers (their account keeps it) */
  offerMarketing: boolean;
}

export function ReviewAnswersFields({ attestations, answers, onChange, attestationMissing, offerMarketing }: ReviewAnswersProps) {
  const attestId = useId();
  const errorId = useId();
  const marketingId = useId();
  return (
    <div className="checkout-answers">
      {attestations.length > 0 && (
        <div className={attestationMissing ? 'checkout-answer checkout-answer--invalid' : 'checkout-answer'}>
          <input
            id={attestId}
            type="checkbox"
            checked={answers.isAttestationChecked}
            aria-invalid={attestationMissing || undefined}
            aria-describedby={attestationMissing ? errorId : undefined}
            onChange={(event) => onChange({ ...answers, isAttestationChecked: event.target.checked })}
          />
          <label htmlFor={attestId}>{attestations.map((kind) => ATTESTATION_TEXT[kind]).join(' ')}</label>
          {attestationMissing && (
            <p id={errorId} className="checkout-answer__error" role="alert">
              {ATTESTATION_REQUIRED_MESSAGE}
            </p>
          )}
        </div>
      )}
      {offerMarketing && (
        <div className="checkout-answer">
          <input
            id={marketingId}
            type="checkbox"
            checked={answers.acceptsEmailMarketing}
            onChange={(event) => onChange({ ...answers, acceptsEmailMarketing: event.target.checked })}
          />
          <label htmlFor={marketingId}>{EMAIL_MARKETING_LABEL}</label>
        </div>
      )}
    </div>
  );
}
