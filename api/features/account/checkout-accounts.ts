/**
 * The accounts checkout asks for (CheckoutAccounts): the signed-in customer's profile mapped to
 * core/checkout's CheckoutProfile, their address book, and autoship subscriptions for the order.
 */
import type { CheckoutProfile } from '../../../core/checkout';
import type { CheckoutAccounts } from '../checkout/checkout.service';
import type { FindAccount } from '../identity/account-view';
import type { AccountStore } from './account.store';
import type { SubscriptionsService } from './subscriptions.service';

const preferred = (value: string | null | undefined): 'clinic' | 'home' | null => (value === 'clinic' || value === 'home' ? value : null);

/** CheckoutAccounts over the account store and the identity area's accounts. */
export function checkoutAccounts(store: AccountStore, findAccount: FindAccount, subscriptions: SubscriptionsService): CheckoutAccounts {
  return {
    async profile(customerId): Promise<CheckoutProfile | null> {
      if (!customerId) return null;
      const [record, fields, book] = await Promise.all([
        findAccount(customerId),
        store.metafields(customerId),
        store.addresses(customerId),
      ]);
      if (!record) return null;
      const field = (name: string) => fields.find((f) => `${f.namespace}.${f.key}` === name)?.value ?? null;
      const home = book.find((a) => a.isDefault) ?? null;
      const clinic = record.clinic;
      return {
        customerId,
        email: record.customer.email,
        acceptsMarketing: record.customer.acceptsMarketing,
        // the identity's sold-to (set when joining a clinic) is the server's; the metafield only fills in
        soldTo: record.identity.storeSoldTo ?? field('custom.sold_to'),
        shipTo: field('custom.ship_to'),
        preferredAddress: preferred(field('profeeding.preferred_address') ?? record.identity.preferredShipTo),
        homeAddress: home,
        clinic: clinic
          ? {
              firstName: record.customer.firstName,
              lastName: record.customer.lastName,
              address1: clinic.streetAddress,
              address2: '',
              city: clinic.city,
              provinceCode: clinic.state,
              zip: clinic.zip,
              countryCode: clinic.country,
              homeDeliveryOnly: clinic.sfHomeDeliveryOnly,
            }
          : null,
      };
    },
    async addAddressUnlessSaved(customerId, pick) {
      await store.addAddressFrom(customerId, (saved) => {
        const address = pick(saved);
        return (
          address && {
            firstName: address.firstName ?? '',
            lastName: address.lastName ?? '',
            address1: address.address1,
            address2: address.address2 ?? '',
            city: address.city,
            provinceCode: address.provinceCode as never,
            zip: address.zip,
            phone: address.phone ?? '',
          }
        );
      });
    },
    orderPlaced: (tx, order) => subscriptions.orderPlaced(tx, order),
  };
}
