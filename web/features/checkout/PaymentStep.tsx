import type { FormEvent } from 'react';
import type { CardInput } from '../../../core/checkout';
import { type FieldErrors, formatCardNumber, formatExpiry } from './checkout-form';
import { TextField } from '../../ui/FormField';

interface PaymentStepProps {
  card: CardInput;
  onChange: (card: CardInput) => void;
  errors: FieldErrors;
  onSubmit: () => void;
}

/** Step 3: card details, checked by the same card rules as the payment processor. */
export function PaymentStep({ card, onChange, errors, onSubmit }: PaymentStepProps) {
  const set =
    (field: keyof CardInput, format: (text: string) => string = (text) => text) =>
    (value: string) =>
      onChange({ ...card, [field]: format(value) });

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="checkout-form" noValidate onSubmit={submit} aria-label="Payment">
      <p className="checkout-notice">
        Test payments only: use card 4242 4242 4242 4242 with any future expiry date and any 3-digit security code.
      </p>
      <TextField
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.cardNumber}
        onChange={set('cardNumber', formatCardNumber)}
        error={errors.cardNumber}
      />
      <div className="checkout-form__row">
        <TextField
          label="Expiry (MM/YY)"
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={card.expiry}
          onChange={set('expiry', formatExpiry)}
          error={errors.expiry}
        />
        <TextField
          label="Security code"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={card.cvc}
          onChange={set('cvc', (text) => text.replace(/\D/g, ''))}
          error={errors.cvc}
        />
      </div>
      <TextField
        label="Name on card"
        name="nameOnCard"
        autoComplete="cc-name"
        value={card.nameOnCard}
        onChange={set('nameOnCard')}
        error={errors.nameOnCard}
      />
      <button type="submit" className="button button--primary checkout-form__next">
        Continue to Review
      </button>
    </form>
  );
}
