/**
 * Where a page shows the donation widget or an order's donation. The widget's code (SDK, dialog,
 * provider calls) is its own chunk, fetched only by the pages that show it, so the first visit of
 * /products carries none of it.
 */
import { lazy, Suspense } from 'react';
import type { DonationWidgetProps } from './DonationWidget';
import type { OrderDonationNoteProps } from './OrderDonationNote';

const DonationWidget = lazy(() => import('./DonationWidget'));
const OrderDonationNote = lazy(() => import('./OrderDonationNote'));

export type { DonationContext, DonationLine } from './sdk/donation-sdk';

export function DonationSlot(props: DonationWidgetProps) {
  return (
    <Suspense fallback={null}>
      <DonationWidget {...props} />
    </Suspense>
  );
}

export function OrderDonationSlot(props: OrderDonationNoteProps) {
  return (
    <Suspense fallback={null}>
      <OrderDonationNote {...props} />
    </Suspense>
  );
}
