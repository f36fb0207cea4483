/**
 * Clinic membership: joining a clinic is a request. The business grants a clinic's account group
 * (its Program Discount and the prescription line); saying "I work there" does not. A request is
 * verified at once when the member's confirmed email is on a domain the clinic registered, or
 * later by an operator; until then the member shops at public prices.
 */

/** A membership's state: pending until the clinic's domain or an operator confirms it. */
export type ClinicMembershipStatus = 'pending' | 'verified';

/** Who verified a membership: the clinic's email domain, an operator (by name), or the demo seed. */
export type MembershipDecider = 'email-domain' | 'seed' | `operator:${string}`;

/** The domain of an email address, lower-cased ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/**
 * The state a new request starts in. Only a confirmed address counts, and only on a domain the
 * clinic registered exactly: a subdomain or a look-alike is a person's claim, not the clinic's.
 */
export function requestedMembershipStatus(email: string, emailVerified: boolean, clinicDomains: readonly string[]): ClinicMembershipStatus {
  if (!emailVerified) return 'pending';
  const domain = emailDomain(email);
  return domain !== '' && clinicDomains.some((registered) => registered.toLowerCase() === domain) ? 'verified' : 'pending';
}

/** What a member whose request waits is told (account pages, the staff-feeding banner). */
export function pendingMembershipMessage(clinicName: string): string {
  return (
    `Your request to join ${clinicName} is waiting for approval. Until it is approved you shop at public prices, ` +
    'without the Program Discount or the prescription line. We will email you when it is decided.'
  );
}
