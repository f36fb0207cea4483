/**
 * What placing an order reads before its transactions open (inside them only their `tx` may be
 * used): the profile and shipping location, the zip's service, the free-shipping minimum, the
 * catalogue, the entered code's promotion, the compliance flag, the shopper's pricing and whether a
 * donation may be charged.
 */
import { type CartCustomer, type CartState, type IndexedVariant, promotionCodesOf } from '../../../core/cart';
import {
  type CardInput,
  type CheckoutProfile,
  type ShippingAddress,
  profileShippingLocation,
  type ShippingLocation,
  zipNotServedMessage,
} from '../../../core/checkout';
import type { SiteCode } from '../../../core/constants';
import { zipInRanges } from '../../../core/stock';
import { badRequest } from '../../errors';
import type { RequestScope } from '../../request-scope';
import type { CheckoutAccounts, CheckoutDeps } from './checkout.service';
import type { PromotionCheck } from './order-checks';
import { donationOffered } from './order-donation';

/** What the transactions need, read before they open: inside them only their `tx` may be used. */
/** What the shopper sends to place an order. */
export interface PlaceOrderInput {
  cartId: string;
  email: string;
  shippingAddress: ShippingAddress;
  payment: CardInput;
  isAttestationChecked?: boolean;
  acceptsEmailMarketing?: boolean;
  /** the donation widget's tracking record; when left out, the one checkout start recorded counts */
  donationTrackingId?: string | null;
}

export interface OrderReads {
  profile: CheckoutProfile | null;
  location: ShippingLocation;
  minimum: number | null;
  index: ReadonlyMap<string, IndexedVariant>;
  customer: CartCustomer;
  promotion: PromotionCheck | null;
  fairTradeCompliance: boolean;
  /** whether a shopper-paid donation may be charged (round-up or add-on campaign active) */
  donationOffered: boolean;
}

type OrderReadDeps = CheckoutDeps & {
  accounts: CheckoutAccounts;
  customerOf: (site: SiteCode, customerId: string | null | undefined) => Promise<CartCustomer>;
};

export function orderReads(deps: OrderReadDeps) {
  const now = deps.now ?? (() => new Date());

  /** The zip must be one the shipping location's stock serves. */
  async function refuseUnservedZip(location: ShippingLocation, zip: string): Promise<void> {
    const served = await deps.servedZips(location === 'ship_to_work' ? 'CLINIC' : 'HOME');
    if (!zipInRanges(zip, served)) throw badRequest({ 'shippingAddress.zip': zipNotServedMessage(zip) }, zipNotServedMessage(zip));
  }

  /** The promotion the cart's entered code names, and whether the shopper (or the order's email) ordered before. */
  async function promotionReads(scope: RequestScope, cart: CartState | null, email: string | null): Promise<PromotionCheck | null> {
    const [code] = promotionCodesOf(cart?.discountCodes ?? []);
    if (code === undefined) return null;
    const promotion = deps.promotions ? await deps.promotions(code) : null;
    const hasOrdered = deps.store.hasOrdered ? await deps.store.hasOrdered(scope.site, scope.customerId, email) : false;
    return { code, promotion, hasOrdered, now: now() };
  }

  async function readBeforeOrder(scope: RequestScope, input: PlaceOrderInput): Promise<OrderReads> {
    const profile = await deps.accounts.profile(scope.customerId);
    const location = profileShippingLocation(profile);
    await refuseUnservedZip(location, input.shippingAddress.zip);
    const minimum = await deps.freeShippingMinimum(scope.site);
    const index = await deps.variants();
    const promotion = await promotionReads(scope, await deps.store.findCart(scope, input.cartId), input.email);
    const fairTradeCompliance = deps.fairTradeCompliance ? await deps.fairTradeCompliance(scope.site) : false;
    const customer = await deps.customerOf(scope.site, profile?.customerId);
    const offered = await donationOffered(deps.donationCampaigns);
    return { profile, location, minimum, index, customer, promotion, fairTradeCompliance, donationOffered: offered };
  }

  return { readBeforeOrder, promotionReads };
}
