/**
 * The cart's own donation (round-up / add-on) as checkout charges it. The server decides again at
 * quote and place-order: a gift set while either campaign ran is dropped once neither is active.
 */
import type { CartState } from '../../../core/cart';
import { shopperDonationOffered } from '../../../core/donation';

/** The shop's active donation campaigns ([] when the shop has no donation store). */
export type DonationCampaigns = () => Promise<readonly number[]>;

/** Whether a shopper-paid donation may be charged now. */
export async function donationOffered(campaigns: DonationCampaigns | undefined): Promise<boolean> {
  return shopperDonationOffered(campaigns ? await campaigns() : []);
}

/** The donation the order charges: the cart's amount while offered, else 0. */
export function payableDonationCents(cart: Pick<CartState, 'donationCents'>, offered: boolean): number {
  return offered ? (cart.donationCents ?? 0) : 0;
}
