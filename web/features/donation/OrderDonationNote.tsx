/**
 * The donation of a placed order (confirmation and order details): its cause, with its logo, and
 * the amount. On the confirmation the final amount is also sent to the tracking record (§7
 * set-confirmation-data). Shows nothing while loading, when the order gives nothing or when the
 * provider cannot be reached.
 */
import { useEffect, useState } from 'react';
import { useSiteCode } from '../../app/site';
import { formatMoney } from '../../ui/Price';
import { CauseLogo } from './CauseLogo';
import type { DonationLine } from './sdk/donation-sdk';
import { type OrderDonation, orderDonation } from './sdk/order-donation';
import { currentPageSources } from './sdk/page-values';
import { DONATION_STORE_ID } from './store-id';
import { widgetSdk } from './widget-sdk';
import './DonationWidget.css';

export interface OrderDonationNoteProps {
  /** the order (its number) the donation belongs to */
  orderNumber: string;
  trackingId: string;
  lines: DonationLine[];
  /** the confirmation page: send the final amount to the tracking record */
  confirm: boolean;
}

const confirmedKey = (orderNumber: string) => `donation:confirmed:${orderNumber}`;

export default function OrderDonationNote({ orderNumber, trackingId, lines, confirm }: OrderDonationNoteProps) {
  const site = useSiteCode();
  const [donation, setDonation] = useState<OrderDonation | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per order
  useEffect(() => {
    const { client } = widgetSdk(site);
    let live = true;
    // the confirmation data goes once per order, not at every reload of the page
    const send = confirm && sessionStorage.getItem(confirmedKey(orderNumber)) === null;
    orderDonation(client, {
      storeId: DONATION_STORE_ID,
      trackingId,
      lines,
      confirm: send,
      sources: () => currentPageSources(import.meta.url),
    })
      .then((answer) => {
        if (send) sessionStorage.setItem(confirmedKey(orderNumber), '1');
        if (live) setDonation(answer);
      })
      .catch((error: Error) => console.error(error.message, error.cause));
    return () => {
      live = false;
    };
  }, [orderNumber, trackingId]);

  if (!donation) return null;
  return (
    <section className="donation-widget donation-widget--order" aria-labelledby="order-donation-title">
      <h2 id="order-donation-title" className="donation-widget__title">
        Your donation
      </h2>
      <div className="donation-widget__cause">
        <CauseLogo cause={donation.cause} />
        <p className="donation-widget__text">
          This order gives <strong>{formatMoney(donation.total, donation.currency)}</strong> to <strong>{donation.cause.name}</strong>.
        </p>
      </div>
    </section>
  );
}
