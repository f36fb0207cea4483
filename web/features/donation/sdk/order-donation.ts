/**
 * The donation of a placed order (confirmation and order details): the tracked cause and what the
 * order's lines give it, worked out by the provider like the cart's. On the confirmation it is
 * also sent as the tracking record's confirmation data (§7 set-confirmation-data: the total to 2
 * decimals, the causes as JSON text), after which the device starts a new record for its next order.
 */
import { roundMoney } from '../../../../core/donation/amounts';
import { DONATION_ERRORS } from '../../../../core/donation/constants';
import { isExcluded, matchSegment } from '../../../../core/donation/segments';
import { loadCauses } from './causes';
import type { DonationClient } from './donation-client';
import type { DonationLine } from './donation-sdk';
import { DonationSdkError } from './errors';
import { type KeptCause, keepTrackingId, keptTrackingId } from './local-keep';
import { segmentValue, type PageSources } from './page-values';

export interface OrderDonation {
  cause: KeptCause;
  total: number;
  currency: string;
}

export interface OrderDonationRequest {
  storeId: string;
  trackingId: string;
  lines: DonationLine[];
  /** send the confirmation data (the confirmation page, once per order) */
  confirm: boolean;
  sources: () => PageSources;
}

const wrap = (message: ConstructorParameters<typeof DonationSdkError>[0]) => (cause: unknown) => {
  throw cause instanceof DonationSdkError ? cause : new DonationSdkError(message, { cause });
};

/** The order's donation; null when it gives nothing (no cause, excluded segment, total 0). */
export async function orderDonation(client: DonationClient, request: OrderDonationRequest): Promise<OrderDonation | null> {
  const { trackingId, lines } = request;
  const store = await client.getStore({}).catch(wrap(DONATION_ERRORS.retrieveStore));
  const segment = matchSegment(store.segments, (s) => segmentValue(s, request.sources()));
  if (isExcluded(segment) || lines.length === 0) return null;
  const record = await client.getCause({ trackingId }).catch(wrap(DONATION_ERRORS.trackedCause));
  const causeId = record.causeId ?? store.defaultCauseId;
  if (!causeId) return null;
  const donation = await client
    .getMultipleDonation({
      cmsIds: lines,
      cartDiscount: 0,
      ignoreDirectDonations: false,
      providedCauseId: causeId,
      customerSegmentId: segment?.id ?? null,
    })
    .catch(wrap(DONATION_ERRORS.breakdown));
  const total = roundMoney(donation.totalDonationAmount);
  if (total <= 0) return null;
  const [found] = await loadCauses(client, [causeId]).catch(wrap(DONATION_ERRORS.selectedCauses));
  const cause = { id: causeId, name: found?.name ?? record.causeName ?? causeId, logoUrl: found?.logoUrl ?? null };
  if (request.confirm) {
    const causes = donation.donationRecipients.map((r) => ({
      causeId: r.causeId,
      causeName: r.causeId === cause.id ? cause.name : null,
      amount: r.amount,
    }));
    await client
      .setConfirmationData({ trackingId, confirmationData: { totalDonationAmount: total, causes: JSON.stringify(causes) } })
      .catch(wrap(DONATION_ERRORS.confirmationData));
    // this record is done: the next order gets its own (the cause chosen is carried over)
    if (keptTrackingId(request.storeId) === trackingId) keepTrackingId(request.storeId, null);
  }
  return { cause, total, currency: donation.currency };
}
