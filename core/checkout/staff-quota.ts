/**
 * The staff-feeding monthly quota (§3 customer metafields quotaMonth and quotaValue, §3 flag
 * quotaReached). Our reading: quotaValue is how many orders a staff user may place per calendar
 * month (UTC); quotaMonth ('YYYY-MM') is the month the shop set it from, and months before it are
 * not limited. No quotaValue (or not a positive whole number): no quota. The shop keeps both
 * metafields; a customer cannot write them (core/account/metafields).
 */

/** What the quota looks at. */
export interface StaffQuotaFacts {
  quotaMonth: string | null;
  quotaValue: string | null;
  /** orders the staff user placed since the start of this month */
  ordersThisMonth: number;
  now: Date;
}

/** The quota as the cart and checkout see it. */
export interface StaffQuotaState {
  /** orders allowed this month (null: no quota) */
  limit: number | null;
  used: number;
  quotaReached: boolean;
}

/** 'YYYY-MM' of `now` in UTC. */
export const monthOf = (now: Date): string => now.toISOString().slice(0, 7);

/** The first instant of `now`'s month (UTC): orders from then on count. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The quota state: reached when this month's orders reach quotaValue (from quotaMonth on). */
export function staffQuotaState(facts: StaffQuotaFacts): StaffQuotaState {
  const value = facts.quotaValue?.trim() ?? '';
  const limit = /^[0-9]{1,4}$/.test(value) && Number(value) > 0 ? Number(value) : null;
  const from = facts.quotaMonth?.trim() ?? '';
  const applies = limit !== null && (!/^[0-9]{4}-[0-9]{2}$/.test(from) || from <= monthOf(facts.now));
  return { limit: applies ? limit : null, used: facts.ordersThisMonth, quotaReached: applies && facts.ordersThisMonth >= (limit ?? 0) };
}

/** The first day of next month, written out ('December 1, 2026'). */
function nextMonthLabel(now: Date): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** What the cart and checkout say once the quota is reached. */
export function quotaReachedMessage(limit: number, now: Date): string {
  const orders = limit === 1 ? '1 order' : `${limit} orders`;
  return `You have reached your staff-feeding quota for this month (${orders}). You can order again from ${nextMonthLabel(now)}.`;
}
