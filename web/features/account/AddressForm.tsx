import { type FormEvent, useState } from 'react';
import type { ContactDetails } from '../../../core/checkout';
import type { AccountAddress } from '../../../core/contract/account';
import { US_STATES } from '../../../core/stock/us-states';
import { FieldShell, FormField } from '../../ui/FormField';
import { Button } from '../../ui/Button';

/** The fields of an address-book entry as typed: checkout's contact fields less the email. */
export type AddressDraft = Omit<ContactDetails, 'email'>;

export const draftOf = (a?: AccountAddress | null): AddressDraft => ({
  firstName: a?.firstName ?? '',
  lastName: a?.lastName ?? '',
  address1: a?.address1 ?? '',
  address2: a?.address2 ?? '',
  city: a?.city ?? '',
  provinceCode: a?.provinceCode ?? '',
  zip: a?.zip ?? '',
  phone: a?.phone ?? '',
});

interface AddressFormProps {
  legend: string;
  initial: AddressDraft;
  /** per-field messages from the server, keyed by field */
  errors: Record<string, string>;
  busy: boolean;
  submitLabel: string;
  onSubmit: (draft: AddressDraft) => void;
  onCancel?: () => void;
}

/** An address form; every field shows its own message next to it. */
export function AddressForm({ legend, initial, errors, busy, submitLabel, onSubmit, onCancel }: AddressFormProps) {
  const [draft, setDraft] = useState(initial);
  const set = (key: keyof AddressDraft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <form className="account-form account-card" onSubmit={submit} noValidate aria-label={legend}>
      <h2>{legend}</h2>
      <div className="account-form__row">
        <FormField
          label="First name"
          autoComplete="given-name"
          value={draft.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <FormField label="Last name" autoComplete="family-name" value={draft.lastName} onChange={set('lastName')} error={errors.lastName} />
      </div>
      <FormField
        label="Street address"
        autoComplete="address-line1"
        value={draft.address1}
        onChange={set('address1')}
        error={errors.address1}
      />
      <FormField
        label="Apartment, suite (optional)"
        autoComplete="address-line2"
        value={draft.address2}
        onChange={set('address2')}
        error={errors.address2}
      />
      <div className="account-form__row">
        <FormField label="City" autoComplete="address-level2" value={draft.city} onChange={set('city')} error={errors.city} />
        <FieldShell label="State" error={errors.provinceCode}>
          {({ inputId, describedBy, invalid }) => (
            <select
              id={inputId}
              value={draft.provinceCode}
              onChange={set('provinceCode')}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            >
              <option value="">Choose a state</option>
              {US_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
      <div className="account-form__row">
        <FormField
          label="Zip code"
          inputMode="numeric"
          autoComplete="postal-code"
          value={draft.zip}
          onChange={set('zip')}
          error={errors.zip}
        />
        <FormField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          value={draft.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
      </div>
      <div className="account-card__actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
