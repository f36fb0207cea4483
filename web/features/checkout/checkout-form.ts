/** The checkout form's values and their checks, with the same rules and messages as the server. */
import { type CardInput, cardFieldErrors, checkoutEmailSchema, shippingAddressSchema } from '../../../core/checkout';
import type { ContactDetails, ShippingAddress } from '../../../core/checkout';

/** The contact and shipping address step's fields (core's ContactDetails, also the server's prefill). */
export type ContactValues = ContactDetails;

export type FieldErrors = Record<string, string>;

export const EMPTY_CONTACT: ContactValues = {
  email: '',
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  provinceCode: '',
  zip: '',
  phone: '',
};

/** `typed` with its blank fields taken from `prefill`; a field the shopper filled is kept. */
export function fillBlankContact(typed: ContactValues, prefill: ContactValues): ContactValues {
  const filled = { ...typed };
  for (const key of Object.keys(filled) as (keyof ContactValues)[]) {
    if (filled[key].trim() === '' && prefill[key]) filled[key] = prefill[key];
  }
  // a zip taken from the home-zip store belongs with the profile's address once that fills the rest
  if (typed.address1.trim() === '' && prefill.address1 && prefill.zip) {
    filled.zip = prefill.zip;
    filled.provinceCode = prefill.provinceCode;
  }
  return filled;
}

export const EMPTY_CARD: CardInput = { cardNumber: '', expiry: '', cvc: '', nameOnCard: '' };

/** Field errors of the contact and address step, keyed by ContactValues field ({} when all is well). */
export function contactErrors(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  const email = checkoutEmailSchema.safeParse(values.email);
  if (!email.success) errors.email = email.error.issues[0].message;
  const { email: _, ...address } = values;
  const parsed = shippingAddressSchema.safeParse(address);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  return errors;
}

/** The address as the server takes it (trimmed, defaults applied); call after contactErrors is {}. */
export function toShippingAddress(values: ContactValues): ShippingAddress {
  const { email: _, ...address } = values;
  return shippingAddressSchema.parse(address);
}

/** Field errors of the card step, keyed by CardInput field. */
export function cardErrors(card: CardInput, now = new Date()): FieldErrors {
  return cardFieldErrors(card, now);
}

/**
 * Server field names ('shippingAddress.zip', 'payment.cvc', 'email') → this form's ('zip', 'cvc',
 * 'email'), so a refusal the client did not foresee still shows next to its field.
 */
export function formFieldErrors(fields: Record<string, string> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(fields ?? {})) errors[field.split('.').pop() ?? field] ??= message;
  return errors;
}

/** '4242 4242 4242 4242' while typing: digits in groups of four. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/YY' while typing. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
