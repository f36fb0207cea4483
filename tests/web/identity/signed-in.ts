/** For app tests that open account pages: a signed-in shopper in the user store (the access rules let them in). */
import { onTestFinished } from 'vitest';
import type { IdentityAccount } from '../../../core/contract/identity';
import { useUserStore } from '../../../web/features/identity/user-store';

/** A signed-in DTC shopper's identity account; `overrides` make a staff user or another shopper. */
export function testAccount(overrides: Partial<IdentityAccount> = {}): IdentityAccount {
  return {
    customerId: '00000000-0000-4000-8000-000000000001',
    site: 'DTC',
    email: 'shopper@vitalis.example',
    emailVerified: true,
    country: 'US',
    firstName: 'Dana',
    lastName: 'Shopper',
    phone: null,
    acceptsMarketing: false,
    roleCode: null,
    graduationYear: null,
    SF_PreferedShipTo: null,
    SF_StoreSoldTo: null,
    currentSchoolName: null,
    ERP_CustomerAccountGroup: null,
    isRegistered: false,
    isEligibleForPd: false,
    clinic: null,
    clinicRequest: null,
    hasSubscriptions: false,
    ...overrides,
  };
}

export function signInForTest(account: IdentityAccount = testAccount()): void {
  useUserStore.setState({
    status: 'signedIn',
    cacheKey: null,
    session: { tokenInactivityTime: 900, idleExpiresAt: '2030-01-01T00:00:00.000Z', expiresAt: '2030-01-08T00:00:00.000Z' },
    account,
  });
}

/** A registered staff-feeding user at a clinic (account group and ship-to set). */
export function registeredStaffAccount(overrides: Partial<IdentityAccount> = {}): IdentityAccount {
  return testAccount({
    customerId: '00000000-0000-4000-8000-000000000003',
    site: 'HPSF',
    email: 'staff@vitalis.example',
    firstName: 'Riley',
    lastName: 'Vet',
    roleCode: 'DVM',
    graduationYear: '2015',
    SF_PreferedShipTo: 'clinic',
    SF_StoreSoldTo: '7100013',
    currentSchoolName: 'Colorado College of Veterinary Medicine',
    ERP_CustomerAccountGroup: 'VET_CLINIC',
    isRegistered: true,
    isEligibleForPd: true,
    clinic: {
      id: 'CL-1001',
      name: 'Mountain View Veterinary Clinic',
      groupData: { streetAddress: '100 Main St', city: 'Aurora', zip: '80011', country: 'US', state: 'CO', SFHomeDeliveryOnly: false },
    },
    ...overrides,
  });
}

/**
 * For HPSF app tests: a registered staff user is signed in (§2 sends a staff-feeding guest to the
 * login from every non-public page); the store goes back to 'not known yet' when the test ends.
 */
export function signInStaffForTest(): void {
  signInForTest(registeredStaffAccount());
  onTestFinished(resetUserForTest);
}

/** Back to 'not known yet', as at page load. */
export function resetUserForTest(): void {
  useUserStore.setState({ status: 'unknown', account: null, session: null, cacheKey: null });
}
