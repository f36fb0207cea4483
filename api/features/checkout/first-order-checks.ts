/**
 * The checks of first-order promotions that must see every order of the person placed before,
 * made in the order's transaction under the person's advisory locks (core/checkout/first-order.ts
 * names the person): WELCOME10-like codes and AUTO35.
 */
import { type CartState, firstAutoshipPromoApplies } from '../../../core/cart';
import { FIRST_AUTOSHIP_TAKEN, orderingPersonKeys } from '../../../core/checkout';
import { DomainError } from '../../errors';
import type { CartAccess } from '../cart/cart-access';
import type { OrderWrites } from './checkout.store';

/**
 * Whether the person placing the order ordered before, judged in the order's transaction under the
 * person's lock (their customer id and mailbox): orders of one person placed at the same moment
 * wait for each other here, and each sees the ones placed before it, so a first-order-only code
 * goes to the first.
 */
export async function orderedBeforeUnderPersonLock(tx: OrderWrites, who: CartAccess, email: string): Promise<boolean> {
  await tx.lockOrderingPerson(orderingPersonKeys(who.customerId, email));
  return tx.hasOrdered(who.site, who.customerId, email);
}

/**
 * AUTO35, judged again under the same lock: when the cart as the shopper last saw it (`stored`)
 * had it and the account has an Autoship now (another order of theirs, placed at the same moment
 * or since), the order is refused rather than charged another total than the one they saw.
 */
export async function refuseTakenFirstAutoship(tx: OrderWrites, who: CartAccess, email: string, stored: CartState): Promise<void> {
  if (!who.customerId || !firstAutoshipPromoApplies(stored)) return;
  await tx.lockOrderingPerson(orderingPersonKeys(who.customerId, email));
  if (await tx.hasSubscriptions(who.customerId)) {
    throw new DomainError('CONFLICT', FIRST_AUTOSHIP_TAKEN, { discountCodes: FIRST_AUTOSHIP_TAKEN });
  }
}
