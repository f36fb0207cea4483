import type { IdentityAccount } from '../../../core/contract/identity';
import type { SiteCode } from '../../../core/constants';
import { isEligibleForPd, isRegisteredStaff } from '../../../core/identity';
import type { AccountRecord, ClinicRow } from './identity.store';

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
export function accountView({ customer, identity, clinic, hasSubscriptions }: AccountRecord, pdCustomerGroups: string): IdentityAccount {
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
    isRegistered: staff && isRegisteredStaff({ accountGroup: identity.accountGroup, preferredShipTo: identity.preferredShipTo }),
    isEligibleForPd: isEligibleForPd(identity.accountGroup, pdCustomerGroups),
    clinic: clinic ? clinicView(clinic) : null,
    hasSubscriptions: Boolean(hasSubscriptions),
  };
}
