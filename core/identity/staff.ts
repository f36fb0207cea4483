import type { SiteCode } from '../constants';

/** The staff claims that decide a staff user's state (§4 Staff user). */
export interface StaffClaims {
  accountGroup: string | null;
  preferredShipTo: string | null;
  /** a clinic membership waits for approval (the account group comes with the approval) */
  clinicRequestPending?: boolean;
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * Registered staff: the profile has both the account-group field and SF_PreferedShipTo (§4). A
 * member whose clinic has not yet approved them counts as registered too: they may shop, at public
 * prices, while they wait (the account group, and with it the discount, comes with the approval).
 */
export function isRegisteredStaff(claims: StaffClaims): boolean {
  return (present(claims.accountGroup) || claims.clinicRequestPending === true) && present(claims.preferredShipTo);
}

/** The configured comma-separated customer groups as a list (blanks dropped, case kept). */
export function parseCustomerGroups(list: string): string[] {
  return list
    .split(',')
    .map((group) => group.trim())
    .filter(Boolean);
}

/** Professional-discount eligibility: the account group is one of the configured customer groups (§4). */
export function isEligibleForPd(accountGroup: string | null, customerGroups: string): boolean {
  if (!present(accountGroup)) return false;
  return parseCustomerGroups(customerGroups).includes((accountGroup as string).trim());
}

/** What a staff-feeding shopper who may not order yet is told, by reason. */
export const STAFF_ORDERING_MESSAGES = {
  signIn: 'Sign in with your clinic staff account to shop and check out on staff feeding.',
  register: 'Finish your staff registration by joining your clinic before you shop and check out on staff feeding.',
} as const;

/** Why a shopper may not change a cart or check out on `site`, or null when they may. */
export type StaffOrderingRefusal = { reason: 'sign-in'; message: string } | { reason: 'register'; message: string } | null;

/**
 * Staff feeding sells only to clinic staff: its cart writes and checkout need a signed-in,
 * registered staff-feeding account (null: nobody signed in). The shopper site takes everyone.
 */
export function staffOrderingRefusal(site: SiteCode, account: { site: SiteCode; isRegistered: boolean } | null): StaffOrderingRefusal {
  if (site !== 'HPSF') return null;
  if (!account) return { reason: 'sign-in', message: STAFF_ORDERING_MESSAGES.signIn };
  if (account.site !== 'HPSF' || !account.isRegistered) return { reason: 'register', message: STAFF_ORDERING_MESSAGES.register };
  return null;
}

/** Why joining a clinic is refused before the email address is confirmed (the clinic's prices and prescription line follow). */
export const JOIN_CLINIC_NEEDS_VERIFIED_EMAIL =
  'Confirm your email address before joining a clinic: open the link in the email we sent you, then try again.';
