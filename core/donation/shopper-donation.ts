/**
 * The shopper-paid donation choices (§4 round-up and add-on campaigns): what the widget offers when
 * either campaign is active. The amount chosen is kept on the cart (update-cart-donation) as cents.
 */
import { roundUpAmount } from './amounts';
import { CAMPAIGNS } from './constants';

export type ShopperDonationKind = 'none' | 'round-up' | 'add-on';

export interface ShopperDonationChoice {
  kind: ShopperDonationKind;
  /** what the shopper adds, in cents (0 for none) */
  amountCents: number;
  label: string;
}

export interface ShopperDonationFacts {
  activeCampaigns: readonly number[];
  /** the store's add-on amounts in dollars (amounts of 0 or less are not offered) */
  addOnAmounts: readonly number[];
  /** what the goods cost (the cart's estimated total before any donation), in cents */
  goodsTotalCents: number;
}

const dollarsLabel = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`);

/** Whether the shopper is offered a donation of their own (round-up or add-on campaign active). */
export function shopperDonationOffered(activeCampaigns: readonly number[]): boolean {
  return activeCampaigns.includes(CAMPAIGNS.roundUpDonation) || activeCampaigns.includes(CAMPAIGNS.addOnDonation);
}

/**
 * No extra gift first, then the round-up to the next whole dollar (left out when the total is whole
 * already or 0), then each add-on amount. Empty when neither campaign is active.
 */
export function shopperDonationChoices({ activeCampaigns, addOnAmounts, goodsTotalCents }: ShopperDonationFacts): ShopperDonationChoice[] {
  if (!shopperDonationOffered(activeCampaigns)) return [];
  const choices: ShopperDonationChoice[] = [{ kind: 'none', amountCents: 0, label: 'No extra gift' }];
  if (activeCampaigns.includes(CAMPAIGNS.roundUpDonation) && goodsTotalCents > 0) {
    const upCents = Math.round(roundUpAmount(goodsTotalCents / 100) * 100);
    if (upCents > 0)
      choices.push({ kind: 'round-up', amountCents: upCents, label: `Round up to ${dollarsLabel(goodsTotalCents + upCents)}` });
  }
  if (activeCampaigns.includes(CAMPAIGNS.addOnDonation)) {
    for (const amount of addOnAmounts) {
      const cents = Math.round(amount * 100);
      if (cents > 0) choices.push({ kind: 'add-on', amountCents: cents, label: `Add ${dollarsLabel(cents)}` });
    }
  }
  return choices;
}
