import { businessDaysFrom } from './business-days';
import { isIsoDate } from './calendar-date';
import { federalHolidayDates } from './holidays';
import type { ZipStateCode } from './us-states';
import { cityForZip } from './zip-cities';
import { stateForZip } from './zip-states';

/**
 * Transit time in business days by destination (our choice; the product rules leave it open):
 *   contiguous states and DC ......... 3
 *   Alaska, Hawaii, Puerto Rico ...... 6
 * Counting starts the business day after `today`; weekends and observed federal holidays are skipped.
 */
export const DELIVERY_BUSINESS_DAYS = { default: 3, remote: { AK: 6, HI: 6, PR: 6 } } as const;

/** Transit business days to a state (see DELIVERY_BUSINESS_DAYS). */
export function deliveryBusinessDays(state: ZipStateCode): number {
  const remote: Partial<Record<ZipStateCode, number>> = DELIVERY_BUSINESS_DAYS.remote;
  return remote[state] ?? DELIVERY_BUSINESS_DAYS.default;
}

/** An estimated delivery: the date, the destination state and city, and the business days counted. */
export interface DeliveryEstimate {
  date: string;
  state: ZipStateCode;
  /** the sectional center's city (see zip-cities), null when not listed */
  city: string | null;
  businessDays: number;
}

/** Estimated delivery for an order placed on `today` ('YYYY-MM-DD') to `zip`; null for an unknown zip or bad date. */
export function estimatedDeliveryDate(today: string, zip: string): DeliveryEstimate | null {
  const state = stateForZip(zip);
  if (!state || !isIsoDate(today)) return null;
  const businessDays = deliveryBusinessDays(state);
  const year = Number(today.slice(0, 4));
  const date = businessDaysFrom(today, businessDays, federalHolidayDates([year, year + 1]));
  return { date, state, city: cityForZip(zip), businessDays };
}
