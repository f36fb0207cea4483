import { useShopperLocation } from '../location/location-store';
import { HAWAII_DELIVERY_AT_CHECKOUT } from './catalogue-config';
import { deliveryNoteText } from './delivery-note';
import { useDeliveryEstimate } from './queries';

/** 'Estimated delivery Fri, Nov 27 to Denver' for the shopper's zip; undefined until the estimate arrives (or while not `enabled`). */
export function useDeliveryLine(enabled = true): string | undefined {
  const location = useShopperLocation();
  const { data: estimate } = useDeliveryEstimate(location.zip, enabled);
  return estimate ? deliveryNoteText(estimate, location, HAWAII_DELIVERY_AT_CHECKOUT) : undefined;
}

/** The delivery line as a paragraph; nothing until the estimate arrives. */
export function DeliveryNote({ className }: { className?: string }) {
  const line = useDeliveryLine();
  return line ? <p className={className}>{line}</p> : null;
}
