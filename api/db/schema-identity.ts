/**
 * Tables of the identity area (see migrations/0003_identity.sql): commerce customers, their
 * identity (password hash and staff claims), sessions, one-time mail tokens, metafields, clinics
 * and clinic membership, sign-in failures and the server's signing keys. Customer-owned tables of
 * later areas (addresses, orders, subscriptions) reference customers.id the same way.
 */
import { sql } from 'drizzle-orm';
import type { ClinicMembershipStatus } from '../../core/identity/clinic-membership';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A foreign key named as PostgreSQL named the hand-written migrations' inline REFERENCES
 * (`<table>_<column>_fkey`), so the Drizzle snapshots in migrations/meta match the live database
 * and `npm run db:generate` finds nothing to change. Inline UNIQUE constraints likewise carry
 * PostgreSQL's `<table>_<column>_key` names.
 */
export function inlineReference(table: string, column: AnyPgColumn, target: AnyPgColumn, onDelete: 'cascade' | 'set null') {
  return foreignKey({ name: `${table}_${column.name}_fkey`, columns: [column], foreignColumns: [target] }).onDelete(onDelete);
}

/** A commerce customer of one storefront; the email is unique per site and stored lower-cased. */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    site: text('site').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    acceptsMarketing: boolean('accepts_marketing').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('customers_site', sql`${table.site} in ('DTC', 'HPSF')`),
    uniqueIndex('customers_site_email_idx').on(table.site, table.email),
  ],
);

/** The identity of a customer: password hash and the staff claims of the identity profile (§3). */
export const identities = pgTable(
  'identities',
  {
    customerId: text('customer_id').primaryKey(),
    /** 'scrypt$N$r$p$salt$hash' (base64url), see api/features/identity/password-hash.ts */
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    country: text('country').notNull().default('US'),
    roleCode: text('role_code'),
    graduationYear: text('graduation_year'),
    /** SF_PreferedShipTo: 'clinic' or 'home' */
    preferredShipTo: text('preferred_ship_to'),
    /** SF_StoreSoldTo: the sold-to account of the joined clinic */
    storeSoldTo: text('store_sold_to'),
    currentSchoolName: text('current_school_name'),
    /** {erp}_CustomerAccountGroup */
    accountGroup: text('account_group'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    inlineReference('identities', table.customerId, customers.id, 'cascade'),
    check('identities_ship_to', sql`${table.preferredShipTo} is null or ${table.preferredShipTo} in ('clinic', 'home')`),
  ],
);

/** A sign-in session: only the SHA-256 of its token is kept (docs/architecture.md §7). */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    customerId: text('customer_id').notNull(),
    site: text('site').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /** absolute end of the session, whatever the activity */
    expiresAt: at('expires_at').notNull(),
    /** set at logout, rotation or password reset; an ended session never comes back */
    endedAt: at('ended_at'),
  },
  (table) => [
    inlineReference('sessions', table.customerId, customers.id, 'cascade'),
    index('sessions_customer_idx').on(table.customerId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

/** Single-use, expiring mail tokens (password reset, email verification); only their hash is kept. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique('one_time_tokens_token_hash_key'),
    customerId: text('customer_id').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [
    inlineReference('one_time_tokens', table.customerId, customers.id, 'cascade'),
    check('one_time_tokens_purpose', sql`${table.purpose} in ('reset', 'verify')`),
    index('one_time_tokens_customer_idx').on(table.customerId),
  ],
);

/** Audit trail of refused sign-ins (the live counters are in the rate limiter). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    site: text('site').notNull(),
    email: text('email').notNull(),
    customerId: text('customer_id'),
    address: text('address').notNull(),
    reason: text('reason').notNull(),
    occurredAt: at('occurred_at').notNull().defaultNow(),
  },
  (table) => [
    inlineReference('login_failures', table.customerId, customers.id, 'set null'),
    index('login_failures_email_idx').on(table.site, table.email, table.occurredAt),
  ],
);

/** Customer metafields (§3): one value per (customer, namespace, key). */
export const metafields = pgTable(
  'metafields',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    value: text('value').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    inlineReference('metafields', table.customerId, customers.id, 'cascade'),
    uniqueIndex('metafields_owner_key_idx').on(table.customerId, table.namespace, table.key),
  ],
);

/** A clinic (customer group) staff users join; its address is the groupData of fetch-address. */
export const clinics = pgTable(
  'clinics',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull(),
    sfHomeDeliveryOnly: boolean('sf_home_delivery_only').notNull().default(false),
    /** the enterprise account group members of this clinic get */
    accountGroup: text('account_group').notNull(),
    /** sold-to account number orders of its members are billed to */
    soldTo: text('sold_to').notNull(),
  },
  (table) => [index('clinics_zip_idx').on(table.zip)],
);

/** Which clinic a staff customer belongs to (one at a time; the table allows a history later). */
export const customerClinics = pgTable(
  'customer_clinics',
  {
    customerId: text('customer_id').notNull(),
    clinicId: text('clinic_id').notNull(),
    joinedAt: at('joined_at').notNull().defaultNow(),
    /** 'pending' until the clinic's email domain or an operator verifies it (core/identity clinic-membership) */
    status: text('status').$type<ClinicMembershipStatus>().notNull().default('pending'),
    decidedAt: at('decided_at'),
    /** 'email-domain', 'seed' or 'operator:<name>' */
    decidedBy: text('decided_by'),
  },
  (table) => [
    inlineReference('customer_clinics', table.clinicId, clinics.id, 'cascade'),
    inlineReference('customer_clinics', table.customerId, customers.id, 'cascade'),
    primaryKey({ columns: [table.customerId, table.clinicId] }),
    check('customer_clinics_status', sql`${table.status} in ('pending', 'verified')`),
    index('customer_clinics_pending_idx').on(table.status, table.joinedAt),
  ],
);

/** The email domains a clinic registered: a confirmed address on one makes its staff's membership verified. */
export const clinicEmailDomains = pgTable(
  'clinic_email_domains',
  {
    clinicId: text('clinic_id').notNull(),
    domain: text('domain').notNull(),
  },
  (table) => [
    inlineReference('clinic_email_domains', table.clinicId, clinics.id, 'cascade'),
    primaryKey({ columns: [table.clinicId, table.domain] }),
    check('clinic_email_domains_lower', sql`${table.domain} = lower(${table.domain})`),
  ],
);

/** Key material made at first start and shared by every process (JWT signing key, HMAC secret). */
export const identityKeys = pgTable('identity_keys', {
  name: text('name').primaryKey(),
  material: jsonb('material').$type<Record<string, unknown>>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
