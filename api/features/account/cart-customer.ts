/**
 * What a cart knows of its shopper (core's CartCustomer), decided on the server from the signed-in
 * account of the request, never from the client: the Program Discount for a registered clinic
 * user whose account group is eligible (PD_CUSTOMER_GROUPS), and whether the customer already has
 * an autoship (then AUTO35 does not apply). A guest has neither. The web's optimistic cart derives
 * the same facts from the same account view with the same core function.
 */
import { PERSISTED_CART_METAFIELD } from '../../../core/account';
import { type CartCustomer, cartCustomerOf } from '../../../core/cart';
import type { SiteCode } from '../../../core/constants';
import type { Db } from '../../db/client';
import { accountView, type FindAccount } from '../identity/account-view';
import { createAccountStore } from './account.store';

/** The cart facts of `customerId` (null: a guest) on `site`. */
export type CartCustomerFacts = (site: SiteCode, customerId: string | null) => Promise<CartCustomer>;

/** The cart area's view of accounts: the facts above and the §4 persisted-cart link, given to it by the app. */
export function cartShoppers(findAccount: FindAccount, pdCustomerGroups: string) {
  const { namespace, key } = PERSISTED_CART_METAFIELD;
  const customerFacts: CartCustomerFacts = async (site, customerId) => {
    const record = customerId ? await findAccount(customerId) : null;
    const account = record && record.customer.site === site ? accountView(record, pdCustomerGroups) : null;
    return cartCustomerOf(account);
  };
  return {
    customerFacts,
    /** A cart a signed-in customer starts becomes their persisted cart, found again on any device. */
    linkToCustomer: async (customerId: string, cartId: string, tx: Db) => {
      await createAccountStore(tx).upsertMetafield(customerId, namespace, key, cartId);
    },
    /** §4: a cart whose last line went is no customer's persisted cart any more (in the cart write's transaction). */
    forgetEmptiedCart: async (tx: Db, cartId: string) => {
      await createAccountStore(tx).deleteMetafieldsWithValue(namespace, key, cartId);
    },
  };
}
