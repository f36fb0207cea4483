import { z } from 'zod';
import type { Subscription } from '../entities/order';
import { AUTOSHIP_WEEKS } from './autoship-options';
import { addDays, isCalendarDate } from './calendar';

/** A subscription row as the provider keeps it (§3 fields plus the next delivery). */
export interface ProviderSubscription {
  customer: string;
  product: string;
  variant: string;
  external_id: string;
  frequency_days: number;
  every_period: number;
  cancelled: boolean;
  cancel_reason: string | null;
  start_date: string;
  quantity: number;
  next_delivery: string;
  skipped: number;
}

/** The weight of a past order line of the same variant. */
export interface MatchedOrderLine {
  variantId: string;
  weight: number;
  weightUnit: string;
}

/** §3 mapped subscription form; weight and unit come from the order line of the same variant (null when none). */
export function toMappedSubscription(sub: ProviderSubscription, lines: readonly MatchedOrderLine[]): Subscription {
  const line = lines.find((l) => l.variantId === sub.variant);
  return {
    customerId: sub.customer,
    productId: sub.product,
    contractId: sub.external_id,
    frequencyDays: sub.frequency_days,
    frequency: sub.every_period,
    cancelled: sub.cancelled,
    cancelReason: sub.cancel_reason,
    startDateString: sub.start_date,
    quantity: sub.quantity,
    weight: line?.weight ?? null,
    weightUnit: line?.weightUnit ?? null,
  };
}

/** Frequency of an autoship of `weeks` weeks: every_period in weeks, frequency_days in days. */
export function frequencyOfWeeks(weeks: number): { everyPeriod: number; frequencyDays: number } {
  return { everyPeriod: weeks, frequencyDays: weeks * 7 };
}

/** The next delivery after skipping one: one period later. */
export function nextDeliveryAfterSkip(nextDelivery: string, frequencyDays: number): string {
  if (!isCalendarDate(nextDelivery)) throw new Error(`not a calendar date: ${nextDelivery}`);
  return addDays(nextDelivery, frequencyDays);
}

/** First delivery of an autoship started on `startDate`: one period later. */
export function firstDeliveryOf(startDate: string, frequencyDays: number): string {
  return addDays(startDate, frequencyDays);
}

/** Why a subscription action is refused (null when allowed). */
export function subscriptionActionRefusal(sub: Pick<ProviderSubscription, 'cancelled'>): string | null {
  return sub.cancelled ? 'This autoship is cancelled.' : null;
}

/** Cancel input: a reason from the list, or free text up to 500 characters. */
export const cancelReasonSchema = z.string().trim().min(1, 'Choose a reason for cancelling.').max(500, 'This is too long.');

/** Change-frequency input: one of AUTOSHIP_WEEKS. */
export const autoshipWeeksSchema = z
  .number()
  .int()
  .refine((weeks) => (AUTOSHIP_WEEKS as readonly number[]).includes(weeks), `Choose every ${AUTOSHIP_WEEKS.join(', ')} weeks.`);
