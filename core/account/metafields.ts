/** Namespace and key of the persisted cart metafield (§3). */
export const PERSISTED_CART_METAFIELD = { namespace: 'profeeding', key: 'persisted_cart_id', type: 'single_line_text_field' } as const;

/** One metafield a client may write through update-customer. */
export interface MetafieldInput {
  namespace: string;
  key: string;
  value: string;
  type?: string;
}

/** A refusal of update-customer, in the commerce platform's customerUpdate.userErrors shape. */
export interface UserError {
  field: string[];
  message: string;
}

type Check = (value: string) => string | null;
const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    values.includes(value) ? null : `Value must be one of: ${values.join(', ')}.`;
const pattern =
  (re: RegExp, message: string): Check =>
  (value) =>
    re.test(value) ? null : message;

/**
 * The metafields of §3 a customer may set, each with its value rule; any other is refused. The
 * quota (quotaMonth, quotaValue) is the shop's to keep, never the customer's; so are sold-to and
 * ship-to (the profile load chain of §4 writes them on the server, from the clinic the identity
 * joined) and the persisted cart id (set at sign-in from a cart this customer owns: a written id
 * could point at another customer's cart).
 */
export const WRITABLE_METAFIELDS: Record<string, Check> = {
  'profeeding.preferred_address': oneOf(['clinic', 'home']),
  'custom.clinic_zip': pattern(/^[0-9]{5}$/, 'Value must be a 5-digit zip code.'),
  'custom.ship_to_zip': pattern(/^[0-9]{5}$/, 'Value must be a 5-digit zip code.'),
};

/** userErrors for a list of metafields (empty when every one may be written as given). */
export function metafieldUserErrors(metafields: readonly MetafieldInput[]): UserError[] {
  const errors: UserError[] = [];
  metafields.forEach((field, index) => {
    const check = WRITABLE_METAFIELDS[`${field.namespace}.${field.key}`];
    if (!check) {
      errors.push({ field: ['metafields', String(index), 'key'], message: `Metafield ${field.namespace}.${field.key} cannot be changed.` });
      return;
    }
    if (field.type !== undefined && field.type !== 'single_line_text_field') {
      errors.push({ field: ['metafields', String(index), 'type'], message: 'Type must be single_line_text_field.' });
      return;
    }
    const problem = check(field.value);
    if (problem) errors.push({ field: ['metafields', String(index), 'value'], message: problem });
  });
  return errors;
}

/** Profile fields update-customer changes besides metafields. */
export interface ProfileFieldsInput {
  firstName?: string;
  lastName?: string;
  phone?: string;
  acceptsMarketing?: boolean;
}

/** userErrors of the profile fields: names required (up to 100), phone empty or 10 digits. */
export function profileUserErrors(input: ProfileFieldsInput): UserError[] {
  const errors: UserError[] = [];
  const name = (key: 'firstName' | 'lastName', label: string) => {
    const value = input[key];
    if (value === undefined) return;
    if (value.trim() === '') errors.push({ field: [key], message: `Enter your ${label}.` });
    else if (value.length > 100) errors.push({ field: [key], message: 'This is too long.' });
  };
  name('firstName', 'first name');
  name('lastName', 'last name');
  if (input.phone !== undefined && input.phone.trim() !== '') {
    const digits = input.phone.replace(/\D/g, '');
    const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
    if (national.length !== 10 || input.phone.length > 40) errors.push({ field: ['phone'], message: 'Enter a 10-digit phone number.' });
  }
  return errors;
}
