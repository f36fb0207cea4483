/**
 * Seeds clinics (upserted: the list is the truth) and the demo accounts (inserted once: a demo
 * account a person changed, e.g. its password, is left alone, so a second run does no hashing).
 */
import { eq, sql } from 'drizzle-orm';
import { createClinicsStore } from '../../features/identity/clinics.store';
import { hashPassword, type PasswordHashCost } from '../../features/identity/password-hash';
import type { Database } from '../client';
import { clinicEmailDomains, clinics, customerClinics, customers, identities, metafields } from '../schema';
import { CLINIC_DOMAINS, CLINICS, DEMO_ACCOUNTS } from './identity-data';

/**
 * The demo staff stand for people the business already knows: a data folder made before clinic
 * membership was a request (its migration set every membership pending) gets theirs verified again,
 * at the clinic the seed gave them only.
 */
async function verifyDemoMemberships(database: Database): Promise<void> {
  const clinicsStore = createClinicsStore(database.db);
  const waiting = await clinicsStore.pendingMemberships();
  for (const account of DEMO_ACCOUNTS) {
    const seeded = waiting.find((m) => m.customerId === account.id && m.clinicId === account.staff?.clinicId);
    if (seeded) await clinicsStore.decideMembership(account.id, true, 'seed');
  }
}

/** Counts for the seed report. */
export async function seedIdentity(database: Database, cost: PasswordHashCost = process.env.NODE_ENV === 'test' ? 'low' : 'asvs') {
  const { db } = database;
  await db
    .insert(clinics)
    .values(CLINICS)
    .onConflictDoUpdate({
      target: clinics.id,
      set: Object.fromEntries(
        ['name', 'streetAddress', 'city', 'state', 'zip', 'country', 'sfHomeDeliveryOnly', 'accountGroup', 'soldTo'].map((column) => [
          column,
          sql.raw(`excluded.${(clinics as unknown as Record<string, { name: string }>)[column].name}`),
        ]),
      ),
    });
  await db.insert(clinicEmailDomains).values(CLINIC_DOMAINS).onConflictDoNothing();
  let accountsCreated = 0;
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, account.id));
    if (existing) continue;
    const passwordHash = await hashPassword(account.password, cost);
    const clinic = account.staff?.clinicId ? CLINICS.find((c) => c.id === account.staff?.clinicId) : undefined;
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(customers)
        .values({
          id: account.id,
          site: account.site,
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          phone: account.phone,
          acceptsMarketing: account.acceptsMarketing,
        })
        .onConflictDoNothing()
        .returning({ id: customers.id });
      if (inserted.length === 0) return; // a person registered this email first
      await tx.insert(identities).values({
        customerId: account.id,
        passwordHash,
        emailVerified: true,
        roleCode: account.staff?.roleCode ?? null,
        graduationYear: account.staff?.graduationYear ?? null,
        currentSchoolName: account.staff?.currentSchoolName ?? null,
        preferredShipTo: account.staff?.preferredShipTo ?? null,
        accountGroup: clinic?.accountGroup ?? null,
        storeSoldTo: clinic?.soldTo ?? null,
      });
      if (clinic) {
        // the demo staff stand for people the business already knows: their membership is verified
        await tx
          .insert(customerClinics)
          .values({ customerId: account.id, clinicId: clinic.id, status: 'verified', decidedAt: new Date(), decidedBy: 'seed' });
        const values: [string, string, string][] = [
          ['custom', 'sold_to', clinic.soldTo],
          ['custom', 'clinic_zip', clinic.zip],
          ['profeeding', 'preferred_address', account.staff?.preferredShipTo ?? 'clinic'],
        ];
        if (account.quota) values.push(['custom', 'quota_month', account.quota.month], ['custom', 'quota_value', account.quota.value]);
        await tx.insert(metafields).values(
          values.map(([namespace, key, value]) => ({
            // the account id's last group keeps two demo accounts' metafield ids apart
            id: `${account.id.slice(-12)}-${namespace}-${key}`.slice(0, 60),
            customerId: account.id,
            namespace,
            key,
            type: 'single_line_text_field',
            value,
          })),
        );
      }
      accountsCreated++;
    });
  }
  await verifyDemoMemberships(database);
  return { clinics: CLINICS.length, demoAccounts: DEMO_ACCOUNTS.length, demoAccountsCreated: accountsCreated };
}
