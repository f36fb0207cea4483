/** Paths the access rules of §2 name. */
export const SHELTER_LOGIN_PATH = '/shelter/login';
export const SHELTER_REGISTER_PATH = '/shelter/register';
export const FORGOT_PASSWORD_PATH = '/shelter/forgot-password';
export const RESET_PASSWORD_PATH = '/shelter/reset-password';
/** The identity provider's login (HPSF's sign-in page). */
export const IDENTITY_LOGIN_PATH = '/account/login';
/** Where an unregistered staff user completes their staff profile and joins a clinic. */
export const STAFF_REGISTRATION_PATH = '/account/registration';
export const ACCOUNT_DASHBOARD_PATH = '/account/dashboard';
export const LOGOUT_PATH = '/logout';
/** Where a sign-in goes when nothing else decides (§2). */
export const DEFAULT_AFTER_LOGIN_PATH = '/products';
export const HOME_PATH = '/';

/** Pages a signed-in visitor is sent back from (§2). */
export const SIGNED_IN_BOUNCE_PATHS: readonly string[] = [SHELTER_LOGIN_PATH, SHELTER_REGISTER_PATH, FORGOT_PASSWORD_PATH];

/** Sign-in and recovery pages: never a target to come back to after signing in. */
export const AUTH_PAGE_PATHS: readonly string[] = [
  ...SIGNED_IN_BOUNCE_PATHS,
  RESET_PASSWORD_PATH,
  IDENTITY_LOGIN_PATH,
  LOGOUT_PATH,
  '/shelter/autoship-required-login',
];

/** Informational pages every staff-feeding visitor may open, signed in or not (§2 'public'). */
export const STAFF_INFORMATION_PATHS: readonly string[] = [
  '/terms-and-conditions',
  '/shipping',
  '/faq',
  '/contact-us',
  '/maintenance',
  '/password-protect',
  '/sitemap',
  // the content pages the HPSF footer links to (About, Autoship, Privacy & Cookies)
  '/about',
  '/autoship',
  '/privacy-and-cookies',
];

/** Signing out and password recovery: open to every staff-feeding visitor. */
const STAFF_SIGN_OUT_AND_RECOVERY_PATHS: readonly string[] = [LOGOUT_PATH, FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH];

/**
 * Paths an unregistered staff user may still open (§2 'allowed public paths'): signing in and
 * out, recovery, the registration path itself, and the informational pages.
 */
export const STAFF_PUBLIC_PATHS: readonly string[] = [
  STAFF_REGISTRATION_PATH,
  IDENTITY_LOGIN_PATH,
  ...STAFF_SIGN_OUT_AND_RECOVERY_PATHS,
  ...STAFF_INFORMATION_PATHS,
];

/**
 * The public pages of the staff-feeding site for a visitor who is not signed in (§2: any other
 * page sends them to the identity login): the identity login, the register and forgot-password
 * routes its screen-set mapping opens, reset password, logout, and the informational pages.
 */
export const STAFF_GUEST_PUBLIC_PATHS: readonly string[] = [
  IDENTITY_LOGIN_PATH,
  SHELTER_REGISTER_PATH,
  ...STAFF_SIGN_OUT_AND_RECOVERY_PATHS,
  ...STAFF_INFORMATION_PATHS,
];

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The pathname as the rules compare it: no trailing slash, lower-cased. */
export function normalizePath(pathname: string): string {
  return withoutTrailingSlash(pathname).toLowerCase();
}

/** Account pages (§2: any path with an /account segment) need sign-in; the identity login itself does not. */
export function isAccountPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return /(^|\/)account(\/|$)/.test(path) && path !== IDENTITY_LOGIN_PATH;
}

/** Sign-in and recovery pages (never a place to return to after signing in). */
export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGE_PATHS.includes(normalizePath(pathname));
}

/**
 * A same-origin path from a redirect parameter, decoded, or null when it is missing, not a path of
 * this site (an absolute or protocol-relative URL would make an open redirect) or a sign-in page.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let path = raw.trim();
  // The parameter arrives decoded once by URLSearchParams; a path encoded twice still starts '%2F'.
  for (let i = 0; i < 2 && /^%2f/i.test(path); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if ([...path].some((ch) => ch.charCodeAt(0) < 0x20)) return null;
  const pathname = path.split(/[?#]/)[0];
  return isAuthPage(pathname) ? null : path;
}
