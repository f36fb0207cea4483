/**
 * Promotion codes a shopper types into the cart (besides AUTO35, which applies by itself): an
 * operator keeps them in the promotions table; these pure rules decide whether one may be used.
 * The server resolves a code when it is entered (and again at checkout start and place-order);
 * the cart then carries the code's terms, so the cart, the checkout summary and the order compute
 * the same discount with the same function, offline too.
 */
// zod-free (the cart totals load with pages): the stored shape is checked by cartStateSchema in state.ts.
import { FIRST_AUTOSHIP_PROMO_CODE } from '../constants';
import { centsToAmount, percentOfCents } from './money';

/** What of a promotion the cart keeps to compute its discount. */
export interface PromotionTerms {
  code: string;
  /** whole percent taken off the goods after the other discounts */
  percentOff: number;
  /** the lines subtotal must reach this for the code to apply (0: none) */
  minSubtotalCents: number;
  firstOrderOnly: boolean;
}

/** A promotion as an operator keeps it. */
export interface Promotion extends PromotionTerms {
  /** the code stops working at this instant (null: never) */
  expiresAt: Date | null;
  active: boolean;
}

/** What a code's rules look at besides the promotion itself. */
export interface PromotionFacts {
  /** sum of the line subtotals (autoship prices applied), before any discount */
  linesSubtotalCents: number;
  /** the shopper has placed an order before (a guest: by the order's email, checked at place-order) */
  hasOrdered: boolean;
  now: Date;
}

export type PromotionRefusalReason = 'unknown' | 'expired' | 'below-minimum' | 'first-order-only' | 'one-code-only';
export interface PromotionRefusal {
  reason: PromotionRefusalReason;
  message: string;
}

/** Most promotion codes a cart holds besides AUTO35 (codes do not stack). */
export const MAX_PROMOTION_CODES = 1;

const dollars = (cents: number) => `$${centsToAmount(cents)}`;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** What the shopper is told under the code field. */
export function promotionRefusalMessage(reason: PromotionRefusalReason, code: string, promotion?: Promotion | PromotionTerms): string {
  switch (reason) {
    case 'unknown':
      return `'${code}' is not a valid promotion code.`;
    case 'expired': {
      const expiresAt = promotion && 'expiresAt' in promotion ? promotion.expiresAt : null;
      return expiresAt ? `Promotion code ${code} expired on ${day(expiresAt)}.` : `Promotion code ${code} has expired.`;
    }
    case 'below-minimum':
      return `Promotion code ${code} needs a cart subtotal of at least ${dollars(promotion?.minSubtotalCents ?? 0)}.`;
    case 'first-order-only':
      return `Promotion code ${code} is for a first order only.`;
    case 'one-code-only':
      return 'Only one promotion code can be used per order. Remove the one applied first.';
  }
}

/** Whether the cart's lines reach the code's minimum (the one rule that changes with the cart). */
export function meetsMinimum(terms: PromotionTerms, linesSubtotalCents: number): boolean {
  return linesSubtotalCents >= terms.minSubtotalCents;
}

/** The refusal of `code` under `promotion` (null: unknown or switched off), or null when it may be used. */
export function promotionRefusal(code: string, promotion: Promotion | null, facts: PromotionFacts): PromotionRefusal | null {
  const refuse = (reason: PromotionRefusalReason) => ({ reason, message: promotionRefusalMessage(reason, code, promotion ?? undefined) });
  if (!promotion?.active) return refuse('unknown');
  if (promotion.expiresAt && promotion.expiresAt.getTime() <= facts.now.getTime()) return refuse('expired');
  if (promotion.firstOrderOnly && facts.hasOrdered) return refuse('first-order-only');
  if (!meetsMinimum(promotion, facts.linesSubtotalCents)) return refuse('below-minimum');
  return null;
}

/** The terms a cart keeps of a promotion. */
export function termsOf({ code, percentOff, minSubtotalCents, firstOrderOnly }: PromotionTerms): PromotionTerms {
  return { code, percentOff, minSubtotalCents, firstOrderOnly };
}

/** The entered codes that are promotion codes (AUTO35 applies by its own rule). */
export function promotionCodesOf(codes: readonly string[]): string[] {
  return codes.filter((code) => code !== FIRST_AUTOSHIP_PROMO_CODE);
}

/** The code's discount: its percent of what the goods cost after the other discounts, when the minimum is met. */
export function promotionDiscountCents(
  terms: PromotionTerms | null | undefined,
  linesSubtotalCents: number,
  afterOtherDiscountsCents: number,
): number {
  if (!terms || !meetsMinimum(terms, linesSubtotalCents)) return 0;
  return percentOfCents(Math.max(0, afterOtherDiscountsCents), terms.percentOff);
}

/** A refusal of a code that may no longer be used at checkout; a minimum not met only takes the discount away. */
export function checkoutPromotionRefusal(code: string, promotion: Promotion | null, facts: PromotionFacts): PromotionRefusal | null {
  const refusal = promotionRefusal(code, promotion, facts);
  return refusal && refusal.reason !== 'below-minimum' ? refusal : null;
}
