/**
 * What place-order (and checkout start) check of the shopper's inputs: the entered promotion code
 * again, the shopper's answers (attestation, email marketing), and the attestation an order needs.
 */
import {
  type CartState,
  cartTotals,
  checkoutPromotionRefusal,
  type IndexedVariant,
  type Promotion,
  type PromotionTerms,
  termsOf,
} from '../../../core/cart';
import {
  ATTESTATION_REQUIRED_MESSAGE,
  type CheckoutAnswers,
  checkoutAnswersOf,
  hasPrescriptionLine,
  requiredAttestations,
} from '../../../core/checkout';
import { badRequest, DomainError } from '../../errors';

/** The promotion a cart's entered code names, read before the order transaction (null: no code entered). */
export interface PromotionCheck {
  code: string;
  promotion: Promotion | null;
  hasOrdered: boolean;
  now: Date;
}

/** The shopper's answers as sent with the order. */
interface SentAnswers {
  isAttestationChecked?: boolean;
  acceptsEmailMarketing?: boolean;
  donationTrackingId?: string | null;
}

/** What the attestation check reads before the order transaction. */
interface AttestationReads {
  index: ReadonlyMap<string, IndexedVariant>;
  fairTradeCompliance: boolean;
}

/**
 * The entered promotion code checked again now (switched off, expired, first-order-only for a
 * shopper who has ordered since): 409 naming discountCodes, so the shopper goes back to the cart.
 * Its terms are read afresh, so an operator's change counts; a minimum not met only zeroes it.
 */
export function refuseStalePromotion(cart: CartState, check: PromotionCheck | null): PromotionTerms | null {
  if (!check) return null;
  const facts = { linesSubtotalCents: cartTotals(cart).linesSubtotalCents, hasOrdered: check.hasOrdered, now: check.now };
  const refusal = checkoutPromotionRefusal(check.code, check.promotion, facts);
  if (refusal) {
    const message = `${refusal.message} Remove it from your cart to check out.`;
    throw new DomainError('CONFLICT', message, { discountCodes: message });
  }
  return check.promotion ? termsOf(check.promotion) : null;
}

/** The shopper's answers: those sent with the order, else the ones checkout start recorded on the cart. */
export function answersOf(cart: CartState, input: SentAnswers): CheckoutAnswers {
  const recorded = checkoutAnswersOf(cart.attributes);
  return {
    ...recorded,
    isAttestationChecked: input.isAttestationChecked ?? recorded.isAttestationChecked,
    acceptsEmailMarketing: input.acceptsEmailMarketing ?? recorded.acceptsEmailMarketing,
    donationTrackingId: input.donationTrackingId === undefined ? recorded.donationTrackingId : input.donationTrackingId,
  };
}

/** A prescription-line order, or a first Autoship while the compliance flag is on, needs the attestation (400 naming it). */
export function refuseMissingAttestation(cart: CartState, answers: CheckoutAnswers, reads: AttestationReads): void {
  const needed = requiredAttestations({
    hasPrescriptionLine: hasPrescriptionLine(cart.lines, reads.index),
    hasAutoshipLine: cart.lines.some((line) => line.sellingPlanId !== null),
    fairTradeCompliance: reads.fairTradeCompliance,
  });
  if (needed.length > 0 && !answers.isAttestationChecked) {
    throw badRequest({ isAttestationChecked: ATTESTATION_REQUIRED_MESSAGE }, ATTESTATION_REQUIRED_MESSAGE);
  }
}
