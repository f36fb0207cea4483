/**
 * Customers, identities, clinics and metafields in SQL (no rules). Emails arrive lower-cased
 * from the service; the unique (site, email) index settles concurrent registrations.
 */
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { SiteCode } from '../../../core/constants';
import type { Db } from '../../db/client';
import { clinics, customerClinics, customers, identities, metafields } from '../../db/schema';
import { subscriptions } from '../../db/schema-account';
import type { AccountRecord, ClinicRow } from './account-view';
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

const SEARCH_LIMIT = 20;

/** Finding clinics and joining one (the staff-feeding registration path). */
function clinicQueries(db: Db) {
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

    /**
     * Makes the customer a member of `clinic` (leaving any other), takes its account group and
     * sold-to, and writes the clinic metafields of §3 (custom.sold_to, custom.clinic_zip), in one transaction.
     */
    async joinClinic(customerId: string, clinic: ClinicRow): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(customerClinics).where(eq(customerClinics.customerId, customerId));
        await tx.insert(customerClinics).values({ customerId, clinicId: clinic.id });
        await tx
          .update(identities)
          .set({ accountGroup: clinic.accountGroup, storeSoldTo: clinic.soldTo, updatedAt: new Date() })
          .where(eq(identities.customerId, customerId));
        for (const [namespace, key, value] of [
          ['custom', 'sold_to', clinic.soldTo],
          ['custom', 'clinic_zip', clinic.zip],
        ]) {
          await tx
            .insert(metafields)
            .values({ id: newId(), customerId, namespace, key, type: 'single_line_text_field', value })
            .onConflictDoUpdate({
              target: [metafields.customerId, metafields.namespace, metafields.key],
              set: { value, updatedAt: new Date() },
            });
        }
      });
    },
  };
}

export function createIdentityStore(db: Db) {
  async function accountWhere(condition: ReturnType<typeof eq>): Promise<AccountRecord | null> {
    const [row] = await db
      .select({
        customer: customers,
        identity: identities,
        clinic: clinics,
        hasSubscriptions: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.customerId} = ${customers.id})`,
      })
      .from(customers)
      .innerJoin(identities, eq(identities.customerId, customers.id))
      .leftJoin(customerClinics, eq(customerClinics.customerId, customers.id))
      .leftJoin(clinics, eq(clinics.id, customerClinics.clinicId))
      .where(condition)
      .orderBy(sql`${customerClinics.joinedAt} desc nulls last`)
      .limit(1);
    return row ?? null;
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

    ...clinicQueries(db),

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
