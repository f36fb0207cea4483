/**
 * Customers, identities (with their clinic, from clinics.store.ts) and metafields in SQL (no rules). Emails arrive lower-cased
 * from the service; the unique (site, email) index settles concurrent registrations.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SiteCode } from '../../../core/constants';
import type { Db } from '../../db/client';
import { clinics, customerClinics, customers, identities, metafields } from '../../db/schema';
import { subscriptions } from '../../db/schema-account';
import type { AccountRecord } from './account-view';
import { newId } from './secrets';

export type { AccountRecord, ClinicRow, CustomerRow, IdentityRow } from './account-view';

export interface NewCustomer {
  site: SiteCode;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  acceptsMarketing: boolean;
  passwordHash: string;
}

/** The staff claims an unregistered staff user gives. */
export interface StaffClaimsInput {
  roleCode: string;
  graduationYear: string;
  currentSchoolName: string;
  preferredShipTo: 'clinic' | 'home';
}

export function createIdentityStore(db: Db) {
  async function accountWhere(condition: ReturnType<typeof eq>): Promise<AccountRecord | null> {
    const [row] = await db
      .select({
        customer: customers,
        identity: identities,
        clinic: clinics,
        membership: customerClinics.status,
        hasSubscriptions: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.customerId} = ${customers.id})`,
      })
      .from(customers)
      .innerJoin(identities, eq(identities.customerId, customers.id))
      .leftJoin(customerClinics, eq(customerClinics.customerId, customers.id))
      .leftJoin(clinics, eq(clinics.id, customerClinics.clinicId))
      .where(condition)
      .orderBy(sql`${customerClinics.joinedAt} desc nulls last`)
      .limit(1);
    if (!row) return null;
    const { membership, clinic, ...rest } = row;
    // a clinic is the member's once verified; until then it is a request the account shows
    return { ...rest, clinic: membership === 'verified' ? clinic : null, clinicRequest: membership === 'pending' ? clinic : null };
  }

  return {
    findByEmail: (site: SiteCode, email: string) =>
      accountWhere(and(eq(customers.site, site), eq(customers.email, email)) as ReturnType<typeof eq>),
    findById: (customerId: string) => accountWhere(eq(customers.id, customerId)),

    /** Inserts customer and identity; null when the email is already taken on this site. */
    async create(input: NewCustomer): Promise<string | null> {
      return db.transaction(async (tx) => {
        const id = newId();
        const inserted = await tx
          .insert(customers)
          .values({
            id,
            site: input.site,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone,
            acceptsMarketing: input.acceptsMarketing,
          })
          .onConflictDoNothing()
          .returning({ id: customers.id });
        if (inserted.length === 0) return null;
        await tx.insert(identities).values({ customerId: id, passwordHash: input.passwordHash });
        return id;
      });
    },

    async setPasswordHash(customerId: string, passwordHash: string): Promise<void> {
      await db.update(identities).set({ passwordHash, updatedAt: new Date() }).where(eq(identities.customerId, customerId));
    },

    async setEmailVerified(customerId: string): Promise<void> {
      await db.update(identities).set({ emailVerified: true, updatedAt: new Date() }).where(eq(identities.customerId, customerId));
    },

    async setStaffClaims(customerId: string, claims: StaffClaimsInput): Promise<void> {
      await db
        .update(identities)
        .set({ ...claims, updatedAt: new Date() })
        .where(eq(identities.customerId, customerId));
    },

    /** Sets one metafield of the customer (insert or replace). */
    async upsertMetafield(customerId: string, namespace: string, key: string, type: string, value: string): Promise<void> {
      await db
        .insert(metafields)
        .values({ id: newId(), customerId, namespace, key, type, value })
        .onConflictDoUpdate({
          target: [metafields.customerId, metafields.namespace, metafields.key],
          set: { value, type, updatedAt: new Date() },
        });
    },
  };
}
export type IdentityStore = ReturnType<typeof createIdentityStore>;
