/** When the widget shows (§4). */
import { CAMPAIGNS } from './constants';

export interface WidgetFacts {
  /** the shopper's segment is an excluded one */
  excluded: boolean;
  activeCampaigns: readonly number[];
  /** the donation's total */
  total: number;
  /** the widget of one product page (not the cart) */
  singleProduct?: boolean;
}

/**
 * Not excluded, and: for a single product a total above 0; otherwise the online-purchase campaign
 * active with a total above 0, or the add-on or round-up campaign active.
 */
export function widgetVisible({ excluded, activeCampaigns, total, singleProduct = false }: WidgetFacts): boolean {
  if (excluded) return false;
  if (singleProduct) return total > 0;
  const active = (id: number) => activeCampaigns.includes(id);
  return (active(CAMPAIGNS.onlinePurchase) && total > 0) || active(CAMPAIGNS.addOnDonation) || active(CAMPAIGNS.roundUpDonation);
}
