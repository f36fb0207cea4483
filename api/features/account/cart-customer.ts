/**
 * What a cart knows of its shopper (core's CartCustomer), decided on the server from the signed-in
 * account of the request, never from the client: the Program Discount (and with it the
 * prescription line) for a clinic user with a verified email whose account group is eligible
 * (PD_CUSTOMER_GROUPS), and whether the customer already has an autoship (then AUTO35 does not
 * apply). A guest has neither. The web's optimistic cart derives the same facts from the same
 * account view with the same core function.
 */
import { PERSISTED_CART_METAFIELD } from '../../../core/account';
import { type CartCustomer, cartCustomerOf } from '../../../core/cart';
import type { SiteCode } from '../../../core/constants';
import { staffOrderingRefusal } from '../../../core/identity';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { accountView, type FindAccount } from '../identity/account-view';
import { createAccountStore } from './account.store';

/** The cart facts of `customerId` (null: a guest) on `site`. */
export type CartCustomerFacts = (site: SiteCode, customerId: string | null) => Promise<CartCustomer>;

/** Throws the refusal when the shopper of a request may not change carts or check out on `site`. */
export type OrderingGuard = (site: SiteCode, customerId: string | null) => Promise<void>;

/** The cart area's view of accounts: the facts above and the §4 persisted-cart link, given to it by the app. */
export function cartShoppers(findAccount: FindAccount, pdCustomerGroups: string) {
  const { namespace, key } = PERSISTED_CART_METAFIELD;
  const viewOf = async (site: SiteCode, customerId: string | null) => {
    const record = customerId ? await findAccount(customerId) : null;
    return record && record.customer.site === site ? accountView(record, pdCustomerGroups) : null;
  };
  const customerFacts: CartCustomerFacts = async (site, customerId) => cartCustomerOf(await viewOf(site, customerId));
  /** Staff feeding: cart writes and checkout only for a signed-in, registered staff user (401, else 403). */
  const mayOrder: OrderingGuard = async (site, customerId) => {
    if (site !== 'HPSF') return;
    const refusal = staffOrderingRefusal(site, await viewOf(site, customerId));
    if (refusal) throw new DomainError(refusal.reason === 'sign-in' ? 'UNAUTHENTICATED' : 'FORBIDDEN', refusal.message);
  };
  return {
    customerFacts,
    mayOrder,
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
