import { type FormEvent, useState } from 'react';
import { US_STATES } from '../../../core/stock';
import type { ContactValues, FieldErrors } from './checkout-form';
import { FieldShell, TextField } from '../../ui/FormField';

interface ContactStepProps {
  values: ContactValues;
  onChange: (values: ContactValues) => void;
  /** checks the values (rules and serviceable zip); answers the field errors, {} to go on */
  onSubmit: () => Promise<FieldErrors>;
  errors: FieldErrors;
}

/** Step 1: email and the shipping address, each field with its own message. */
export function ContactStep({ values, onChange, onSubmit, errors }: ContactStepProps) {
  const [checking, setChecking] = useState(false);
  const set = (field: keyof ContactValues) => (value: string) => onChange({ ...values, [field]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    try {
      const found = await onSubmit();
      const first = Object.keys(found)[0];
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } finally {
      setChecking(false);
    }
  }

  return (
    <form className="checkout-form" noValidate onSubmit={submit} aria-label="Contact and shipping address">
      <fieldset className="checkout-form__group">
        <legend className="checkout-form__legend">Contact</legend>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
      </fieldset>
      <fieldset className="checkout-form__group">
        <legend className="checkout-form__legend">Shipping address</legend>
        <div className="checkout-form__row">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
          />
        </div>
        <TextField
          label="Address"
          name="address1"
          autoComplete="address-line1"
          value={values.address1}
          onChange={set('address1')}
          error={errors.address1}
        />
        <TextField
          label="Apartment, suite, etc."
          name="address2"
          autoComplete="address-line2"
          optional
          value={values.address2}
          onChange={set('address2')}
          error={errors.address2}
        />
        <div className="checkout-form__row checkout-form__row--three">
          <TextField
            label="City"
            name="city"
            autoComplete="address-level2"
            value={values.city}
            onChange={set('city')}
            error={errors.city}
          />
          <StateField value={values.provinceCode} error={errors.provinceCode} onChange={set('provinceCode')} />
          <TextField
            label="Zip code"
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={values.zip}
            onChange={set('zip')}
            error={errors.zip}
          />
        </div>
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          optional
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
      </fieldset>
      <button type="submit" className="button button--primary checkout-form__next" disabled={checking}>
        Continue to Delivery
      </button>
    </form>
  );
}

/** The state of the shipping address, from the list of US states. */
function StateField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <FieldShell label="State" error={error}>
      {({ inputId, describedBy, invalid }) => (
        <select
          id={inputId}
          name="provinceCode"
          className="checkout-field__input"
          autoComplete="address-level1"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Choose…</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
