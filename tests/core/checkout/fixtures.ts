/** Cart lines and profiles for the checkout rule tests. */
import { type CartLineState, type CartState, emptyCart } from '../../../core/cart';
import type { CheckoutProfile, ClinicAddress } from '../../../core/checkout';

export const CART_ID = '7d1f5b0e-2a7c-4c61-9d0b-5a3e8f1c2b44';

/** A line of `unitCents` × `quantity` (one-time unless a plan is given). */
export function makeLine(id: string, unitCents: number, quantity: number, extra: Partial<CartLineState> = {}): CartLineState {
  return {
    id,
    variantId: `v-${id}`,
    merchandiseId: `gid://shop/ProductVariant/v-${id}`,
    sku: `SKU-${id}`,
    variantTitle: '15 lb',
    productTitle: `Food ${id}`,
    productType: 'Dry Dog Food',
    sellingPlanId: null,
    quantity,
    attributes: [
      { key: '_weightValue', value: '15' },
      { key: '_weightUnit', value: 'lbs' },
    ],
    priceCents: unitCents,
    unitPriceCents: unitCents,
    compareAtCents: null,
    ...extra,
  };
}

export function makeCart(lines: CartLineState[], clinic = false): CartState {
  return { ...emptyCart(CART_ID, { customer: { programDiscount: clinic, hasSubscriptions: false } }), lines };
}

export const CLINIC: ClinicAddress = {
  address1: '200 Vet Way',
  address2: 'Suite 4',
  city: 'Denver',
  provinceCode: 'CO',
  zip: '80202',
  homeDeliveryOnly: false,
};

export function makeProfile(overrides: Partial<CheckoutProfile> = {}): CheckoutProfile {
  return {
    customerId: 'cust-1',
    email: 'vet@example.com',
    acceptsMarketing: true,
    soldTo: '1000123',
    shipTo: '2000456',
    preferredAddress: 'clinic',
    homeAddress: { address1: '9 Elm St', city: 'Aurora', provinceCode: 'CO', zip: '80011' },
    clinic: CLINIC,
    ...overrides,
  };
}
