import type { IdentityAccount } from '../../../core/contract/identity';
import type { SiteCode } from '../../../core/constants';
import { isEligibleForPd, isRegisteredStaff } from '../../../core/identity';
import type { clinics, customers, identities } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;
export type ClinicRow = typeof clinics.$inferSelect;

/** A customer with their identity and joined clinic (other areas read accounts in this shape). */
export interface AccountRecord {
  customer: CustomerRow;
  identity: IdentityRow;
  /** the clinic whose membership is verified: its account group, sold-to and address are the customer's */
  clinic: ClinicRow | null;
  /** the clinic the customer asked to join, while the request waits for approval */
  clinicRequest: ClinicRow | null;
  /** the customer has (or had) an autoship subscription */
  hasSubscriptions: boolean;
}

/** Finds the account record of a customer id (the identity store's findById). */
export type FindAccount = (customerId: string) => Promise<AccountRecord | null>;

/** A clinic as the contract answers it (search-clinic, account info). */
export function clinicView(clinic: ClinicRow) {
  return {
    id: clinic.id,
    name: clinic.name,
    groupData: {
      streetAddress: clinic.streetAddress,
      city: clinic.city,
      zip: clinic.zip,
      country: clinic.country,
      state: clinic.state,
      SFHomeDeliveryOnly: clinic.sfHomeDeliveryOnly,
    },
  };
}

/** The identity profile of §3 with the derived staff state, for the signed-in customer. */
export function accountView(
  { customer, identity, clinic, clinicRequest, hasSubscriptions }: AccountRecord,
  pdCustomerGroups: string,
): IdentityAccount {
  const staff = customer.site === 'HPSF';
  return {
    customerId: customer.id,
    site: customer.site as SiteCode,
    email: customer.email,
    emailVerified: identity.emailVerified,
    country: identity.country,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    acceptsMarketing: customer.acceptsMarketing,
    roleCode: identity.roleCode,
    graduationYear: identity.graduationYear,
    SF_PreferedShipTo: identity.preferredShipTo,
    SF_StoreSoldTo: identity.storeSoldTo,
    currentSchoolName: identity.currentSchoolName,
    ERP_CustomerAccountGroup: identity.accountGroup,
    isRegistered:
      staff &&
      isRegisteredStaff({
        accountGroup: identity.accountGroup,
        preferredShipTo: identity.preferredShipTo,
        clinicRequestPending: clinicRequest !== null,
      }),
    isEligibleForPd: isEligibleForPd(identity.accountGroup, pdCustomerGroups),
    clinic: clinic ? clinicView(clinic) : null,
    clinicRequest: clinicRequest ? clinicView(clinicRequest) : null,
    hasSubscriptions: Boolean(hasSubscriptions),
  };
}
