import { z } from 'zod';
import { clinicAddressSchema, identityProfileSchema, preferredAddressSchema } from '../entities/customer';
import { PASSWORD_MAX_LENGTH } from '../identity/rules';
import { endpoint } from './define';
import { IDENTITY_PATHS } from './paths';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

const email = z.email('Enter a valid email address').max(320);
const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(100);
/** Length and common-list rules are the service's (core/identity passwordProblem); here only the bounds. */
const password = z
  .string()
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH * 4);
/**
 * §7 sends sessionToken and jwt in bodies; the server reads the HttpOnly cookie instead, so script
 * on a page never holds a session secret.
 */
const ignoredCredentials = { sessionToken: z.string().max(4000).optional(), jwt: z.string().max(8000).optional() };

/** A clinic as search-clinic answers it. */
export const clinicSchema = z.object({ id: z.string(), name: z.string() }).extend(clinicAddressSchema.shape);
export type Clinic = z.infer<typeof clinicSchema>;

/** The identity profile of §3 (its claims) plus what the client derives from it, as account-info answers it. */
export const identityAccountSchema = identityProfileSchema.extend({
  customerId: z.string(),
  site: z.enum(['DTC', 'HPSF']),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  acceptsMarketing: z.boolean(),
  /** staff: account group and SF_PreferedShipTo both present (§4) */
  isRegistered: z.boolean(),
  isEligibleForPd: z.boolean(),
  /** the clinic the staff user is a verified member of: its pricing, discount and address apply */
  clinic: clinicSchema.nullable(),
  /** the clinic the staff user asked to join, while the request waits for approval (public prices meanwhile) */
  clinicRequest: clinicSchema.nullable(),
  /** the customer has (or had) an autoship: the cart's AUTO35 no longer applies */
  hasSubscriptions: z.boolean(),
});
export type IdentityAccount = z.infer<typeof identityAccountSchema>;

/** Session times the client needs for its inactivity timer (never the token itself). */
export const sessionInfoSchema = z.object({
  /** seconds of inactivity before the alert (tokenInactivityTime) */
  tokenInactivityTime: z.number().int().positive(),
  idleExpiresAt: z.string(),
  expiresAt: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

const signedIn = data(z.object({ account: identityAccountSchema, session: sessionInfoSchema }));

/** POST /api/identity/register: a new account of this storefront (not signed in; a verification mail is sent). */
export const register = endpoint({
  path: IDENTITY_PATHS.register,
  methods: ['POST'],
  input: z.object({
    email,
    password,
    firstName: name('First name'),
    lastName: name('Last name'),
    phone: z.string().trim().max(40).optional(),
    acceptsMarketing: z.boolean().default(false),
  }),
  output: data(z.object({ email: z.string(), verificationSent: z.boolean() })),
});

/** POST /api/identity/login: shelter login and identity login; sets a fresh session cookie. */
export const login = endpoint({
  path: IDENTITY_PATHS.login,
  methods: ['POST'],
  input: z.object({ email, password }),
  output: signedIn,
});

/** POST /api/identity/logout: ends the session on the server and clears its cookie. */
export const logout = endpoint({
  path: IDENTITY_PATHS.logout,
  methods: ['POST'],
  input: z.object(ignoredCredentials),
  output: data(z.object({ loggedOut: z.boolean() })),
});

/** POST /api/identity/forgot-password: mails a one-time reset link; answers the same for unknown emails. */
export const forgotPassword = endpoint({
  path: IDENTITY_PATHS.forgotPassword,
  methods: ['POST'],
  input: z.object({ email }),
  output: data(z.object({ sent: z.boolean() })),
});

/** POST /api/identity/reset-password {token, password}: sets the password and ends every session. */
export const resetPassword = endpoint({
  path: IDENTITY_PATHS.resetPassword,
  methods: ['POST'],
  input: z.object({ token: z.string().min(20, 'The reset link is not valid').max(200), password }),
  output: data(z.object({ reset: z.boolean() })),
});

/** POST /api/identity/verify-email {token}: marks the email verified (link of the registration mail). */
export const verifyEmail = endpoint({
  path: IDENTITY_PATHS.verifyEmail,
  methods: ['POST'],
  input: z.object({ token: z.string().min(20, 'The verification link is not valid').max(200) }),
  output: data(z.object({ verified: z.boolean() })),
});

/** GET|POST /api/identity/account-info: the signed-in visitor's identity profile; 401 when signed out. */
export const accountInfo = endpoint({
  path: IDENTITY_PATHS.accountInfo,
  methods: ['GET', 'POST'],
  input: z.object(ignoredCredentials),
  output: data(z.object({ account: identityAccountSchema, session: sessionInfoSchema, cacheKey: z.string() })),
});

/** GET|POST /api/identity/jwt: a short-lived identity JWT (ES256) for the signed-in visitor. */
export const identityJwt = endpoint({
  path: IDENTITY_PATHS.identityJwt,
  methods: ['GET', 'POST'],
  input: z.object(ignoredCredentials),
  output: data(z.object({ jwt: z.string(), expiresAt: z.string() })),
});

/** GET /api/identity/jwks: the public keys that verify identity JWTs. */
export const jwks = endpoint({
  path: IDENTITY_PATHS.jwks,
  methods: ['GET'],
  input: z.object({}),
  output: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
});

const graduationYear = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'Enter a four-digit year')
  .refine((y) => Number(y) >= 1950 && Number(y) <= 2100, 'Enter a year between 1950 and 2100');

/** POST /api/identity/update-staff-profile: the staff claims an unregistered staff user gives (HPSF). */
export const updateStaffProfile = endpoint({
  path: IDENTITY_PATHS.updateStaffProfile,
  methods: ['POST'],
  input: z.object({
    roleCode: z.string().trim().min(1, 'Role is required').max(40),
    graduationYear,
    currentSchoolName: z.string().trim().min(1, 'Current school is required').max(200),
    SF_PreferedShipTo: preferredAddressSchema,
    ...ignoredCredentials,
  }),
  output: data(z.object({ account: identityAccountSchema })),
});

/** POST /api/identity/search-clinic {searchType, searchTerm}: clinics by name, zip or id. */
export const searchClinic = endpoint({
  path: IDENTITY_PATHS.searchClinic,
  methods: ['POST'],
  input: z.object({
    searchType: z.enum(['name', 'zip', 'id']),
    searchTerm: z.string().trim().min(2, 'Enter at least 2 characters').max(100),
    ...ignoredCredentials,
  }),
  output: data(z.object({ clinics: z.array(clinicSchema) })),
});

/**
 * POST /api/identity/join-clinic {groupID}: the staff user asks to join the clinic; verified at once on
 * the clinic's email domain (account group, sold-to), otherwise pending until an operator decides.
 */
export const joinClinic = endpoint({
  path: IDENTITY_PATHS.joinClinic,
  methods: ['POST'],
  input: z.object({ groupID: z.string().trim().min(1, 'Choose a clinic').max(40), ...ignoredCredentials }),
  // joining raises the account's rights, so the session is replaced: a browser gets the new
  // cookie, a Bearer client (no cookie) the new token here
  output: data(z.object({ account: identityAccountSchema, sessionToken: z.string().optional() })),
});

/** POST /api/identity/fetch-address {clinicID}: the clinic's groupData. */
export const fetchAddress = endpoint({
  path: IDENTITY_PATHS.fetchAddress,
  methods: ['POST'],
  input: z.object({ clinicID: z.string().trim().min(1, 'Choose a clinic').max(40), ...ignoredCredentials }),
  output: data(clinicAddressSchema),
});

/** POST refresh-session-token {forceRefreshToken}: keeps the session alive; forced, it rotates the token. */
export const refreshSessionToken = endpoint({
  path: IDENTITY_PATHS.refreshSessionToken,
  methods: ['POST'],
  input: z.object({ forceRefreshToken: z.boolean().default(false), ...ignoredCredentials }),
  // sessionToken only for Bearer clients, which keep no cookie; a browser gets the new cookie
  output: data(sessionInfoSchema.extend({ sessionToken: z.string().optional() })),
});

/** POST create-customer-token {email, first_name, last_name, key}: a commerce customer access token; key is the identity JWT. */
export const createCustomerToken = endpoint({
  path: IDENTITY_PATHS.createCustomerToken,
  methods: ['POST'],
  input: z.object({
    email,
    first_name: z.string().max(100).optional(),
    last_name: z.string().max(100).optional(),
    key: z.string().min(1, 'key is required').max(8000),
  }),
  output: data(z.object({ customerAccessToken: z.string(), expiresAt: z.string() })),
});

/** POST /api/crypto: the signed value of the order-management cookie (§9: secure, 2 hours). */
export const crypto = endpoint({
  path: IDENTITY_PATHS.crypto,
  methods: ['POST'],
  input: z.object(ignoredCredentials),
  output: z.object({ hash: z.string(), value: z.string() }),
});

/** POST /api/multipass {getURL, email, checkoutUrl}: the checkout URL for the signed-in customer. */
export const multipass = endpoint({
  path: IDENTITY_PATHS.multipass,
  methods: ['POST'],
  input: z.object({ getURL: z.boolean().default(true), email, checkoutUrl: z.string().min(1).max(2000) }),
  output: data(z.object({ url: z.string() })),
});

/** POST /api/delete-cache-item {cacheKey}: drops a server cache entry; false on failure (§8). */
export const deleteCacheItem = endpoint({
  path: IDENTITY_PATHS.deleteCacheItem,
  methods: ['POST'],
  // only the per-session keys account-info hands out may be dropped
  input: z.object({ cacheKey: z.string().regex(/^account:[0-9a-f-]{36}$/, 'not a cache key of this shop') }),
  output: data(z.boolean()),
});
