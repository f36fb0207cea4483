/**
 * An operator's decision on a staff-feeding member's request to join a clinic (the `npm run staff`
 * command now, the back office later): approve verifies the membership and grants the clinic,
 * decline removes it; either way the member is mailed. Requests on the clinic's own email domain
 * never wait here (staff.service.ts verifies them when they join).
 */
import type { IdentityConfig } from '../../config';
import type { Mailer } from '../../mail/mailer';
import { membershipDecisionMail } from './account-mails';
import type { ClinicRow } from './account-view';
import type { ClinicsStore, PendingMembership } from './clinics.store';
import type { IdentityStore } from './identity.store';

/** A decision that cannot be made, said in words an operator acts on. */
export class MembershipDecisionError extends Error {}

export interface ClinicMembershipDeps {
  identities: IdentityStore;
  clinics: ClinicsStore;
  mailer: Mailer;
  config: Pick<IdentityConfig, 'shopUrls'>;
}

export function createClinicMembershipService({ identities, clinics, mailer, config }: ClinicMembershipDeps) {
  return {
    /** Requests waiting for a decision, oldest first. */
    pending: (): Promise<PendingMembership[]> => clinics.pendingMemberships(),

    /** Decides the waiting request of the staff-feeding account `email`; `operator` is recorded as the decider. */
    async decide(email: string, approve: boolean, operator: string): Promise<ClinicRow> {
      const record = await identities.findByEmail('HPSF', email.trim().toLowerCase());
      if (!record) throw new MembershipDecisionError(`No staff-feeding account has the email ${email}.`);
      const clinic = await clinics.decideMembership(record.customer.id, approve, `operator:${operator}`);
      if (!clinic) throw new MembershipDecisionError(`${record.customer.email} has no clinic request waiting for a decision.`);
      await mailer.send(membershipDecisionMail(record.customer.email, clinic.name, approve, config.shopUrls.HPSF));
      return clinic;
    },
  };
}
export type ClinicMembershipService = ReturnType<typeof createClinicMembershipService>;
