/** For app tests that open account pages: a signed-in shopper in the user store (the access rules let them in). */
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
    hasSubscriptions: false,
    ...overrides,
  };
}

export function signInForTest(): void {
  useUserStore.setState({
    status: 'signedIn',
    cacheKey: null,
    session: { tokenInactivityTime: 900, idleExpiresAt: '2030-01-01T00:00:00.000Z', expiresAt: '2030-01-08T00:00:00.000Z' },
    account: testAccount(),
  });
}

/** Back to 'not known yet', as at page load. */
export function resetUserForTest(): void {
  useUserStore.setState({ status: 'unknown', account: null, session: null, cacheKey: null });
}
