/**
 * A fresh registered clinic user for HPSF end-to-end tests. §2 sends a staff-feeding guest to the
 * identity login from every non-public page, so HPSF tests browse signed in; each gets an account
 * of its own (a signed-in customer's cart is their persisted cart, so a shared demo account would
 * let tests see each other's carts). Made through the identity API, as identity.spec.ts walks it
 * through the pages: register → confirm the email (joining a clinic needs it) → log in → staff
 * details → join a clinic. The address is on the clinic's registered email domain, so the membership
 * is verified at once, as a real clinic's staff member's would be.
 */
import { type APIRequestContext, type BrowserContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { clinicEmailDomain, freshEmail, lastMailTo } from './identity';
import { siteUrl } from './shop';

/** Mountain View Veterinary Clinic: a VET_CLINIC, so its staff get clinic pricing and the Program Discount. */
export const DEFAULT_CLINIC = { id: 'CL-1001', name: 'Mountain View Veterinary Clinic', zip: '80011' } as const;

export interface ClinicUser {
  /** the HPSF origin the account and its session belong to */
  origin: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  clinic: { id: string; name: string };
  /** the shop_session cookie value of the session made for the browser */
  sessionToken: string;
}

const SESSION_COOKIE = 'shop_session';

async function post(api: APIRequestContext, origin: string, path: string, data: Record<string, unknown>) {
  const response = await api.post(`${origin}${path}`, { data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()).data;
}

export interface ClinicUserOptions {
  /** the clinic to join; DEFAULT_CLINIC unless given */
  clinicId?: string;
  /** the HPSF origin of another shop server (e.g. updates.spec's private shop); the e2e server's by default */
  origin?: string;
  /** where that server writes its mails (its DATA_DIR/mail); the e2e server's by default */
  mailDir?: string;
}

/** Confirms `email` with the token of the verification link mailed to it. */
async function verifyEmail(api: APIRequestContext, origin: string, email: string, mailDir?: string) {
  const token = /[?&]verify=([A-Za-z0-9_-]+)/.exec(await lastMailTo(email, mailDir))?.[1];
  if (!token) throw new Error(`no verification link mailed to ${email}`);
  await post(api, origin, '/api/identity/verify-email', { token });
}

/** Registers a staff-feeding account, confirms its email, signs it in, saves its staff details and joins a clinic. */
export async function createClinicUser({
  clinicId = DEFAULT_CLINIC.id,
  origin = new URL(siteUrl('HPSF')).origin,
  mailDir,
}: ClinicUserOptions = {}): Promise<ClinicUser> {
  const api = await playwrightRequest.newContext();
  try {
    const user = {
      email: freshEmail('clinic-user', clinicEmailDomain(clinicId)),
      password: 'Clinic-Heron-2032',
      firstName: 'Jordan',
      lastName: 'Clinic',
    };
    await post(api, origin, '/api/identity/register', user);
    await verifyEmail(api, origin, user.email, mailDir);
    await post(api, origin, '/api/identity/login', { email: user.email, password: user.password });
    await post(api, origin, '/api/identity/update-staff-profile', {
      roleCode: 'DVM',
      graduationYear: '2018',
      currentSchoolName: 'Prairie State Veterinary School',
      SF_PreferedShipTo: 'clinic',
    });
    const { account } = await post(api, origin, '/api/identity/join-clinic', { groupID: clinicId });
    expect(account.isRegistered, 'the clinic user is registered').toBe(true);
    expect(account.clinic, 'the membership is verified on the clinic domain').not.toBeNull();
    const cookie = (await api.storageState()).cookies.find((c) => c.name === SESSION_COOKIE);
    if (!cookie) throw new Error('the login answered without a session cookie');
    return { ...user, origin, clinic: { id: account.clinic.id, name: account.clinic.name }, sessionToken: cookie.value };
  } finally {
    await api.dispose();
  }
}

/** Puts the clinic user's session (the HttpOnly cookie of the HPSF origin) into a browser context. */
export async function addClinicSession(context: BrowserContext, user: ClinicUser): Promise<void> {
  await context.addCookies([{ name: SESSION_COOKIE, value: user.sessionToken, url: `${user.origin}/`, httpOnly: true, sameSite: 'Lax' }]);
}

/** A fresh registered clinic user signed in in `context`. */
export async function signInNewClinicUser(context: BrowserContext, options?: ClinicUserOptions): Promise<ClinicUser> {
  const user = await createClinicUser(options);
  await addClinicSession(context, user);
  return user;
}

/**
 * For HPSF tests: every test of the calling describe (or file) starts signed in as a fresh
 * registered clinic user. Pass a condition to apply it only where it holds (e.g. site === 'HPSF').
 */
export function useNewClinicUser(when = true): void {
  if (!when) return;
  test.beforeEach(async ({ context }) => {
    await signInNewClinicUser(context);
  });
}
