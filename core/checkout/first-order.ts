/**
 * Who a first-order promotion is for (a first-order-only code, AUTO35 on a first Autoship): a
 * person, not an address spelling. An email's case and a `+tag` in its local part name the same
 * mailbox, so they are one person for this rule; a signed-in customer is that customer whatever
 * email the order gives.
 */

/** The email as one mailbox: trimmed, lower-case, without a `+tag` in the local part. */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const [local] = address.slice(0, at).split('+');
  return `${local}${address.slice(at)}`;
}

/**
 * The keys of the person placing an order, in the one order every transaction takes their locks
 * (so two orders of one person wait for each other rather than deadlock).
 */
export function orderingPersonKeys(customerId: string | null, email: string | null): string[] {
  const keys: string[] = [];
  if (customerId) keys.push(`customer:${customerId}`);
  if (email) keys.push(`mailbox:${mailboxOf(email)}`);
  return keys;
}

/** Why an order lost AUTO35 between the cart and its placing: another order of the account started an Autoship. */
export const FIRST_AUTOSHIP_TAKEN =
  'AUTO35 is for a first Autoship only, and your account has one now. Check the new total and place your order again.';
