/** The staff claims that decide a staff user's state (§4 Staff user). */
export interface StaffClaims {
  accountGroup: string | null;
  preferredShipTo: string | null;
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** Registered staff: the profile has both the account-group field and SF_PreferedShipTo (§4). */
export function isRegisteredStaff(claims: StaffClaims): boolean {
  return present(claims.accountGroup) && present(claims.preferredShipTo);
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
