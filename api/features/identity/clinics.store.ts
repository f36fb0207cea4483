/**
 * Clinics and clinic membership in SQL (no rules: core/identity/clinic-membership decides). A
 * membership is pending or verified; only a verified one gives the member the clinic's account
 * group and sold-to (and the §3 metafields custom.sold_to and custom.clinic_zip).
 */
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ClinicMembershipStatus, MembershipDecider } from '../../../core/identity';
import type { Db } from '../../db/client';
import { clinicEmailDomains, clinics, customerClinics, customers, identities, metafields } from '../../db/schema';
import type { ClinicRow } from './account-view';
import { newId } from './secrets';

const SEARCH_LIMIT = 20;
const CLINIC_FIELDS = ['sold_to', 'clinic_zip'] as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A membership waiting for an operator, as `npm run staff -- pending` lists it. */
export interface PendingMembership {
  customerId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  clinicId: string;
  clinicName: string;
  requestedAt: Date;
}

/** The member takes the clinic's account group and sold-to, and the clinic's §3 metafields. */
async function grantClinic(tx: Tx, customerId: string, clinic: ClinicRow): Promise<void> {
  await tx
    .update(identities)
    .set({ accountGroup: clinic.accountGroup, storeSoldTo: clinic.soldTo, updatedAt: new Date() })
    .where(eq(identities.customerId, customerId));
  for (const [key, value] of [
    ['sold_to', clinic.soldTo],
    ['clinic_zip', clinic.zip],
  ]) {
    await tx
      .insert(metafields)
      .values({ id: newId(), customerId, namespace: 'custom', key, type: 'single_line_text_field', value })
      .onConflictDoUpdate({ target: [metafields.customerId, metafields.namespace, metafields.key], set: { value, updatedAt: new Date() } });
  }
}

/** The member holds no clinic's account group, sold-to or clinic metafields (a request waits, or none is left). */
async function withholdClinic(tx: Tx, customerId: string): Promise<void> {
  await tx
    .update(identities)
    .set({ accountGroup: null, storeSoldTo: null, updatedAt: new Date() })
    .where(eq(identities.customerId, customerId));
  for (const key of CLINIC_FIELDS) {
    await tx
      .delete(metafields)
      .where(and(eq(metafields.customerId, customerId), eq(metafields.namespace, 'custom'), eq(metafields.key, key)));
  }
}

export function createClinicsStore(db: Db) {
  return {
    /** Clinics whose name contains, whose zip starts with, or whose id equals the term. */
    async searchClinics(type: 'name' | 'zip' | 'id', term: string): Promise<ClinicRow[]> {
      const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
      const where =
        type === 'id'
          ? sql`lower(${clinics.id}) = ${term.toLowerCase()}`
          : type === 'zip'
            ? ilike(clinics.zip, `${escaped}%`)
            : or(ilike(clinics.name, `%${escaped}%`), ilike(clinics.city, `%${escaped}%`));
      return db.select().from(clinics).where(where).orderBy(clinics.name).limit(SEARCH_LIMIT);
    },

    async findClinic(clinicId: string): Promise<ClinicRow | null> {
      const [row] = await db.select().from(clinics).where(sql`lower(${clinics.id}) = ${clinicId.toLowerCase()}`);
      return row ?? null;
    },

    /** The staff email domains the clinic registered. */
    async clinicDomains(clinicId: string): Promise<string[]> {
      const rows = await db
        .select({ domain: clinicEmailDomains.domain })
        .from(clinicEmailDomains)
        .where(eq(clinicEmailDomains.clinicId, clinicId));
      return rows.map((row) => row.domain);
    },

    /**
     * Makes the customer a member of `clinic` (leaving any other) in `status`, in one transaction:
     * verified takes the clinic's account group and sold-to, pending gives up any it had.
     */
    async joinClinic(
      customerId: string,
      clinic: ClinicRow,
      status: ClinicMembershipStatus,
      decidedBy: MembershipDecider | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(customerClinics).where(eq(customerClinics.customerId, customerId));
        const decidedAt = status === 'verified' ? new Date() : null;
        await tx
          .insert(customerClinics)
          .values({ customerId, clinicId: clinic.id, status, decidedAt, decidedBy: decidedAt ? decidedBy : null });
        if (status === 'verified') await grantClinic(tx, customerId, clinic);
        else await withholdClinic(tx, customerId);
      });
    },

    /** Memberships waiting for an operator on `site`, oldest first. */
    async pendingMemberships(): Promise<PendingMembership[]> {
      return db
        .select({
          customerId: customers.id,
          email: customers.email,
          firstName: customers.firstName,
          lastName: customers.lastName,
          clinicId: clinics.id,
          clinicName: clinics.name,
          requestedAt: customerClinics.joinedAt,
        })
        .from(customerClinics)
        .innerJoin(customers, eq(customers.id, customerClinics.customerId))
        .innerJoin(clinics, eq(clinics.id, customerClinics.clinicId))
        .where(eq(customerClinics.status, 'pending'))
        .orderBy(asc(customerClinics.joinedAt));
    },

    /**
     * Decides the customer's pending membership: approved, it is verified and grants the clinic;
     * declined, it is removed. Null when the customer has no pending membership (nothing changed).
     */
    async decideMembership(customerId: string, approve: boolean, decidedBy: MembershipDecider): Promise<ClinicRow | null> {
      return db.transaction(async (tx) => {
        const [pending] = await tx
          .select({ clinic: clinics })
          .from(customerClinics)
          .innerJoin(clinics, eq(clinics.id, customerClinics.clinicId))
          .where(and(eq(customerClinics.customerId, customerId), eq(customerClinics.status, 'pending')))
          .for('update', { of: customerClinics });
        if (!pending) return null;
        const mine = and(eq(customerClinics.customerId, customerId), eq(customerClinics.clinicId, pending.clinic.id));
        if (approve) {
          await tx.update(customerClinics).set({ status: 'verified', decidedAt: new Date(), decidedBy }).where(mine);
          await grantClinic(tx, customerId, pending.clinic);
        } else {
          await tx.delete(customerClinics).where(mine);
          await withholdClinic(tx, customerId);
        }
        return pending.clinic;
      });
    },
  };
}
export type ClinicsStore = ReturnType<typeof createClinicsStore>;
