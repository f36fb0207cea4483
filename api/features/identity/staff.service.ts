/**
 * The staff-feeding registration path (HPSF): the staff claims an unregistered user gives, and
 * finding, asking to join and reading the address of a clinic. Only staff-feeding accounts may
 * use it. Joining is verified at once only on the clinic's own email domain; otherwise it waits
 * for an operator (clinic-membership.ts), and the member shops at public prices meanwhile.
 */
import type { IdentityAccount } from '../../../core/contract/identity';
import { JOIN_CLINIC_NEEDS_VERIFIED_EMAIL, requestedMembershipStatus } from '../../../core/identity';
import type { IdentityConfig } from '../../config';
import { DomainError, notFound } from '../../errors';
import { type RequestScope, signedIn } from '../../request-scope';
import { accountView, clinicView } from './account-view';
import type { ClinicsStore } from './clinics.store';
import type { IdentityStore, StaffClaimsInput } from './identity.store';

export function createStaffService(identities: IdentityStore, clinics: ClinicsStore, config: IdentityConfig) {
  async function staffAccount(customerId: string) {
    const record = await identities.findById(customerId);
    if (!record) throw new DomainError('UNAUTHENTICATED', 'Sign in to continue');
    if (record.customer.site !== 'HPSF') throw new DomainError('FORBIDDEN', 'Clinics are for staff-feeding accounts');
    return record;
  }
  const view = async (customerId: string): Promise<IdentityAccount> =>
    accountView((await identities.findById(customerId))!, config.pdCustomerGroups);

  return {
    /** Stores role code, graduation year, school and preferred ship-to (and its metafield). */
    async updateProfile(scope: RequestScope, claims: StaffClaimsInput): Promise<IdentityAccount> {
      const customerId = signedIn(scope);
      const record = await staffAccount(customerId);
      // a clinic that only delivers to homes cannot be the ship-to
      const preferredShipTo = (record.clinic ?? record.clinicRequest)?.sfHomeDeliveryOnly ? 'home' : claims.preferredShipTo;
      await identities.setStaffClaims(customerId, { ...claims, preferredShipTo });
      await identities.upsertMetafield(customerId, 'profeeding', 'preferred_address', 'single_line_text_field', preferredShipTo);
      return view(customerId);
    },

    async searchClinics(scope: RequestScope, type: 'name' | 'zip' | 'id', term: string) {
      await staffAccount(signedIn(scope));
      return (await clinics.searchClinics(type, term)).map(clinicView);
    },

    /**
     * Asks to join the clinic (registered once ship-to is known). Only with a verified email. On a
     * domain the clinic registered the membership is verified and the clinic's account group and
     * sold-to become the user's; otherwise it is pending and they wait for an operator's approval.
     */
    async joinClinic(scope: RequestScope, clinicId: string): Promise<IdentityAccount> {
      const customerId = signedIn(scope);
      const record = await staffAccount(customerId);
      if (!record.identity.emailVerified) {
        throw new DomainError('FORBIDDEN', JOIN_CLINIC_NEEDS_VERIFIED_EMAIL, { groupID: JOIN_CLINIC_NEEDS_VERIFIED_EMAIL });
      }
      const clinic = await clinics.findClinic(clinicId);
      if (!clinic) throw new DomainError('NOT_FOUND', 'No clinic with this id', { groupID: 'No clinic with this id' });
      const status = requestedMembershipStatus(
        record.customer.email,
        record.identity.emailVerified,
        await clinics.clinicDomains(clinic.id),
      );
      await clinics.joinClinic(customerId, clinic, status, status === 'verified' ? 'email-domain' : null);
      if (clinic.sfHomeDeliveryOnly && record.identity.preferredShipTo === 'clinic') {
        await identities.setStaffClaims(customerId, {
          roleCode: record.identity.roleCode ?? '',
          graduationYear: record.identity.graduationYear ?? '',
          currentSchoolName: record.identity.currentSchoolName ?? '',
          preferredShipTo: 'home',
        });
        await identities.upsertMetafield(customerId, 'profeeding', 'preferred_address', 'single_line_text_field', 'home');
      }
      return view(customerId);
    },

    async fetchAddress(scope: RequestScope, clinicId: string) {
      await staffAccount(signedIn(scope));
      const clinic = await clinics.findClinic(clinicId);
      if (!clinic) throw notFound('No clinic with this id');
      return { groupData: clinicView(clinic).groupData };
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
