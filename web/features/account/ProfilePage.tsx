import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from '../../ui/Link';
import type { CommerceCustomer } from '../../../core/contract/account';
import { useIsStaffFeeding } from '../../app/site';
import { useOnline } from '../../lib/use-online';
import { FormField, FormMessage } from '../../ui/FormField';
import { useUserStore } from '../identity/user-store';
import { accountApi, failureMessage } from './account-api';
import { accountKeys, useCommerceCustomer, useCustomerId } from './account-queries';
import { AccountLayout, isOfflineCopy, QueryState } from './AccountLayout';
import { Button } from '../../ui/Button';

interface ProfileForm {
  firstName: string;
  lastName: string;
  phone: string;
  acceptsMarketing: boolean;
  preferredAddress: string;
}

const formOf = (c: CommerceCustomer): ProfileForm => ({
  firstName: c.firstName ?? '',
  lastName: c.lastName ?? '',
  phone: c.phone ?? '',
  acceptsMarketing: c.acceptsMarketing,
  preferredAddress: c.preferredAddress?.value ?? 'home',
});

/** 'My Profile': name, phone, marketing consent, preferred address. A refused write (userErrors) changes nothing locally. */
export function ProfilePage() {
  const query = useCommerceCustomer();
  const online = useOnline();
  const customer = query.data;
  return (
    <AccountLayout title="My Profile" offlineCopy={isOfflineCopy(online, query)}>
      <QueryState isPending={query.isPending} error={query.error} hasData={customer !== undefined} />
      {customer && <ProfileEditor customer={customer} />}
    </AccountLayout>
  );
}

function ProfileEditor({ customer }: { customer: CommerceCustomer }) {
  const staff = useIsStaffFeeding();
  const customerId = useCustomerId();
  const client = useQueryClient();
  const [form, setForm] = useState<ProfileForm>(() => formOf(customer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setForm(formOf(customer)), [customer]);

  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      const { data } = await accountApi.updateCustomer({
        customerId: customer.id,
        updateInput: updateInputOf(form, staff),
      });
      const { customer: saved, userErrors } = data.customerUpdate;
      if (userErrors.length > 0 || !saved) {
        // §7: a write answered with userErrors is not recorded locally
        setErrors(Object.fromEntries(userErrors.map((e) => [e.field.at(-1) === 'value' ? 'preferredAddress' : e.field[0], e.message])));
        setMessage({ kind: 'error', text: 'Your changes were not saved. Check the fields below.' });
        return;
      }
      client.setQueryData(accountKeys.customer(customerId), saved);
      rememberSaved(saved);
      setMessage({ kind: 'success', text: 'Your profile was saved.' });
    } catch (error) {
      setMessage({ kind: 'error', text: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      {message && (
        <FormMessage kind={message.kind}>
          <p>{message.text}</p>
        </FormMessage>
      )}
      <p>
        Email: <strong>{customer.email}</strong>
      </p>
      <div className="account-form__row">
        <FormField
          label="First name"
          autoComplete="given-name"
          value={form.firstName}
          onChange={(e) => set('firstName', e.target.value)}
          error={errors.firstName}
        />
        <FormField
          label="Last name"
          autoComplete="family-name"
          value={form.lastName}
          onChange={(e) => set('lastName', e.target.value)}
          error={errors.lastName}
        />
      </div>
      <FormField
        label="Phone"
        type="tel"
        autoComplete="tel"
        value={form.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={errors.phone}
      />
      <label className="form-checkbox">
        <input type="checkbox" checked={form.acceptsMarketing} onChange={(e) => set('acceptsMarketing', e.target.checked)} />
        Email me news and offers
      </label>
      {staff ? (
        <PreferredAddressChoice
          value={form.preferredAddress}
          error={errors.preferredAddress}
          onChange={(value) => set('preferredAddress', value)}
        />
      ) : (
        <PreferredAddress customer={customer} />
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}

/** The update-customer input of the form; staff also keep their preferred address (clinic or home). */
function updateInputOf(form: ProfileForm, staff: boolean) {
  const preferred = { namespace: 'profeeding', key: 'preferred_address', value: form.preferredAddress, type: 'single_line_text_field' };
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    phone: form.phone,
    acceptsMarketing: form.acceptsMarketing,
    ...(staff ? { metafields: [preferred] } : {}),
  };
}

/** The signed-in account (header, checkout prefill) shows the saved names at once. */
function rememberSaved(saved: Pick<CommerceCustomer, 'firstName' | 'lastName' | 'phone' | 'acceptsMarketing'>) {
  const account = useUserStore.getState().account;
  if (!account) return;
  const { firstName, lastName, phone, acceptsMarketing } = saved;
  useUserStore.getState().updateAccount({ ...account, firstName, lastName, phone, acceptsMarketing });
}

/** HPSF: where orders go by default, the clinic or the staff member's home. */
function PreferredAddressChoice(props: { value: string; error?: string; onChange: (value: 'clinic' | 'home') => void }) {
  return (
    <fieldset className="form-fieldset">
      <legend>Preferred address</legend>
      {(['clinic', 'home'] as const).map((value) => (
        <label key={value} className="form-checkbox">
          <input
            type="radio"
            name="preferredAddress"
            value={value}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
          />
          {value === 'clinic' ? 'My clinic' : 'My home'}
        </label>
      ))}
      {props.error && <p className="form-field__error">{props.error}</p>}
    </fieldset>
  );
}

/** DTC: the preferred (default) address, changed in the address book. */
function PreferredAddress({ customer }: { customer: CommerceCustomer }) {
  const a = customer.defaultAddress;
  return (
    <div>
      <p className="form-field__label">
        <strong>Preferred address</strong>
      </p>
      {a ? (
        <address>
          {a.address1}
          {a.address2 ? `, ${a.address2}` : ''}, {a.city}, {a.provinceCode} {a.zip}
        </address>
      ) : (
        <p>No address saved yet.</p>
      )}
      <p>
        <Link to="/account/address-book">Change it in your address book</Link>
      </p>
    </div>
  );
}
