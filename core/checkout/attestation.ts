/**
 * The attestation checkout asks for (§3 order attribute is_attestation_checked). Two orders need
 * it: one with a prescription-line item (the clinic user confirms it is for a patient under a
 * veterinarian's care), and, while the fair-trade-compliance flag is on, a first Autoship purchase
 * (the shopper agrees to a subscription that renews until cancelled, as FTC negative-option rules
 * ask). Anything else needs no attestation.
 */

/** What an order holds that may need an attestation. */
export interface AttestationFacts {
  hasPrescriptionLine: boolean;
  hasAutoshipLine: boolean;
  /** the fair_trade_compliance content global of the storefront */
  fairTradeCompliance: boolean;
}

export type AttestationKind = 'prescription' | 'autoship';

/** Which attestations the order needs (none: []). */
export function requiredAttestations(facts: AttestationFacts): AttestationKind[] {
  const kinds: AttestationKind[] = [];
  if (facts.hasPrescriptionLine) kinds.push('prescription');
  if (facts.fairTradeCompliance && facts.hasAutoshipLine) kinds.push('autoship');
  return kinds;
}

/** The sentence the shopper ticks, one per kind. */
export const ATTESTATION_TEXT: Record<AttestationKind, string> = {
  prescription:
    'I attest that the Vitalis Clinical Care items in this order are for a patient under the care of a licensed veterinarian, ' +
    'as directed by that veterinarian.',
  autoship: 'I agree that my Autoship renews automatically: my card is charged for each delivery until I cancel it in My Subscriptions.',
};

/** What place-order answers when a needed attestation is missing (400 naming isAttestationChecked). */
export const ATTESTATION_REQUIRED_MESSAGE = 'Please tick the attestation to place this order.';

/** Label of the email-marketing opt-in checkbox. */
export const EMAIL_MARKETING_LABEL = 'Email me news and offers from Vitalis. You can unsubscribe at any time.';
