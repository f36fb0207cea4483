import type { SiteCode } from '../constants';
import {
  DEFAULT_AFTER_LOGIN_PATH,
  FORGOT_PASSWORD_PATH,
  HOME_PATH,
  IDENTITY_LOGIN_PATH,
  isAccountPath,
  isAuthPage,
  normalizePath,
  safeReturnPath,
  SHELTER_LOGIN_PATH,
  SHELTER_REGISTER_PATH,
  SIGNED_IN_BOUNCE_PATHS,
  STAFF_GUEST_PUBLIC_PATHS,
  STAFF_PUBLIC_PATHS,
  STAFF_REGISTRATION_PATH,
  ACCOUNT_DASHBOARD_PATH,
} from './paths';

/** What the rules need to know about the visitor. */
export interface AccessUser {
  authenticated: boolean;
  /** staff users only: the profile has the account group and SF_PreferedShipTo */
  isRegistered: boolean;
  /** staff users only: their request to join a clinic waits for approval (they may pick another) */
  clinicRequestPending?: boolean;
}

/** The outcome of the access rules for one navigation. */
export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** go back one page in history; `fallback` when there is no page to go back to */
  | { kind: 'back'; fallback: string };

/** One navigation as the rules see it. */
export interface AccessRequest {
  site: SiteCode;
  pathname: string;
  /** '?…' or '' */
  search: string;
  user: AccessUser;
}

const allow: AccessDecision = { kind: 'allow' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

/** '/shelter/login?redirect=%2Faccount%2Fdashboard' for the page that was refused. */
export function loginRedirect(loginPath: string, pathname: string, search: string): string {
  return `${loginPath}?redirect=${encodeURIComponent(pathname + search)}`;
}

/**
 * The access rules of §2 for one navigation: DTC account pages need sign-in (→ shelter login); on
 * HPSF every page but the guest public ones (STAFF_GUEST_PUBLIC_PATHS) needs sign-in (→ identity
 * login); both carry the encoded original path. A signed-in visitor on shelter login, register or
 * forgot-password goes back one page; an unregistered staff user goes to the registration path
 * except on the allowed public paths; a registered one has nothing to register.
 */
export function decideAccess({ site, pathname, search, user }: AccessRequest): AccessDecision {
  const path = normalizePath(pathname);
  if (user.authenticated && SIGNED_IN_BOUNCE_PATHS.includes(path)) return { kind: 'back', fallback: DEFAULT_AFTER_LOGIN_PATH };
  if (site === 'HPSF') {
    if (!user.authenticated) {
      return STAFF_GUEST_PUBLIC_PATHS.includes(path) ? allow : redirect(loginRedirect(IDENTITY_LOGIN_PATH, pathname, search));
    }
    if (!user.isRegistered) return STAFF_PUBLIC_PATHS.includes(path) ? allow : redirect(STAFF_REGISTRATION_PATH);
    // a member still waiting for their clinic's approval may come back to see it or pick another clinic
    return path === STAFF_REGISTRATION_PATH && !user.clinicRequestPending ? redirect(HOME_PATH) : allow;
  }
  if (!user.authenticated) return isAccountPath(path) ? redirect(loginRedirect(SHELTER_LOGIN_PATH, pathname, search)) : allow;
  // The staff registration path means nothing on the shopper site.
  return path === STAFF_REGISTRATION_PATH ? redirect(ACCOUNT_DASHBOARD_PATH) : allow;
}

/** The checkout state a shelter login looks at when the compliance acknowledgement is set (§2). */
export interface CheckoutAfterLogin {
  acknowledged: boolean;
  checkoutUrl: string | null;
  overQuantityLimit: boolean;
}

/** Where a successful sign-in goes. */
export interface PostLoginRequest {
  site: SiteCode;
  /** the login page used: shelter login or the identity login */
  loginPath: string;
  /** the page before the login page, when known */
  previousPath: string | null;
  /** the raw redirect query parameter */
  redirectParam: string | null;
  isRegistered: boolean;
  checkout?: CheckoutAfterLogin;
}

/**
 * Target after signing in (§2). Staff: unregistered → registration path; registered → the
 * requested page unless it is home, else home. Shelter login: checkout when acknowledged (back
 * when over the quantity limit), else the previous page (if not a login page), the decoded
 * redirect, home. Identity login on the shopper site: the redirect, else /products.
 */
export function postLoginTarget(request: PostLoginRequest): string {
  const requested = safeReturnPath(request.redirectParam);
  const previous = request.previousPath && !isAuthPage(request.previousPath.split(/[?#]/)[0]) ? safeReturnPath(request.previousPath) : null;
  if (request.site === 'HPSF') {
    if (!request.isRegistered) return STAFF_REGISTRATION_PATH;
    return requested && normalizePath(requested.split(/[?#]/)[0]) !== HOME_PATH ? requested : HOME_PATH;
  }
  if (normalizePath(request.loginPath) === SHELTER_LOGIN_PATH) {
    const checkout = request.checkout;
    if (checkout?.acknowledged && checkout.checkoutUrl) {
      return checkout.overQuantityLimit ? (previous ?? '/cart') : checkout.checkoutUrl;
    }
    return previous ?? requested ?? HOME_PATH;
  }
  return requested ?? DEFAULT_AFTER_LOGIN_PATH;
}

/** Where /logout lands (§2): home after an account page, otherwise back where the visitor was. */
export function logoutTarget(fromPath: string | null): string {
  if (!fromPath) return HOME_PATH;
  const pathname = fromPath.split(/[?#]/)[0];
  if (isAccountPath(pathname) || isAuthPage(pathname)) return HOME_PATH;
  return safeReturnPath(fromPath) ?? HOME_PATH;
}

/** Screen-set identifiers of the identity provider's hosted screens. */
export const SCREEN_SETS = { registration: 'registration', passwordReset: 'password-reset' } as const;

/** Route of a screen-set identifier (§2): registration → register, password reset → forgot-password, other → login. */
export function screenSetRoute(screenSet: string | null | undefined): string {
  if (screenSet === SCREEN_SETS.registration) return SHELTER_REGISTER_PATH;
  if (screenSet === SCREEN_SETS.passwordReset) return FORGOT_PASSWORD_PATH;
  return SHELTER_LOGIN_PATH;
}

/** The login page of a storefront: the identity login for staff feeding, the shelter login otherwise. */
export function loginPathFor(site: SiteCode): string {
  return site === 'HPSF' ? IDENTITY_LOGIN_PATH : SHELTER_LOGIN_PATH;
}
