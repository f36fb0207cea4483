import { useShopperLocation } from '../location/location-store';
import { HAWAII_DELIVERY_AT_CHECKOUT } from './catalogue-config';
import { deliveryNoteText } from './delivery-note';
import { useDeliveryEstimate } from './queries';

interface DeliveryNoteProps {
  className?: string;
  /** the §2 flag: Hawaii profiles are sent to checkout for their date */
  hawaiiAtCheckout?: boolean;
}

/** 'Estimated delivery Fri, Nov 27 to Denver' for the shopper's zip; nothing until the estimate arrives. */
export function DeliveryNote({ className, hawaiiAtCheckout = HAWAII_DELIVERY_AT_CHECKOUT }: DeliveryNoteProps) {
  const location = useShopperLocation();
  const { data: estimate } = useDeliveryEstimate(location.zip);
  if (!estimate) return null;
  return <p className={className}>{deliveryNoteText(estimate, location, hawaiiAtCheckout)}</p>;
}
