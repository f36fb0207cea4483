/**
 * The donation widget and the order's donation note as the pages draw them: each its own chunk,
 * fetched only when a page shows it (docs/donation-widget.md); without it (offline before the
 * worker holds it) the page goes on.
 */
import { lazyOptional } from '../../lib/lazy-component';

export const DonationWidget = lazyOptional(() => import('./DonationWidget').then((m) => m.default));
export const OrderDonationNote = lazyOptional(() => import('./OrderDonationNote').then((m) => m.default));
