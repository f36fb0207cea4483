import { useMemo } from 'react';
import { useIsStaffFeeding } from '../../app/site';
import { useDealSkus } from '../content/deal-skus';
import { useDeliveryLine } from './DeliveryNote';
import { useFreeShippingMinimum } from './free-shipping';

/** What a shopper's cards all say alike (§2): the free-shipping minimum and the delivery line; and the deals. */
export interface CardNotes {
  freeShippingMinimum: number;
  /** 'Estimated delivery … to …' for the shopper's zip; undefined until the estimate arrives */
  delivery?: string;
  /** skus with the 'Deal' badge (get-skus-with-deal, both storefronts); empty until they arrive */
  dealSkus?: ReadonlySet<string>;
}

/**
 * The notes for the shopper's zip, read once for a whole list (ProductGrid, a carousel) and handed
 * to its cards: 24 cards each reading them meant 48 more query subscriptions to set up, and one
 * long redraw of every card when an answer came (a long task on a phone). Staff cards show no notes
 * (§2), so those are not read for them; the deals are read for both storefronts.
 */
export function useCardNotes(): CardNotes {
  const forShopper = !useIsStaffFeeding();
  const freeShippingMinimum = useFreeShippingMinimum(forShopper);
  const delivery = useDeliveryLine(forShopper);
  const dealSkus = useDealSkus();
  return useMemo(() => ({ freeShippingMinimum, delivery, dealSkus }), [freeShippingMinimum, delivery, dealSkus]);
}
