import type Router from '@koa/router';
import type { Context } from 'koa';
import * as contract from '../../../core/contract/identity';
import type { IdentityConfig } from '../../config';
import type { EndpointRouter, EndpointRouters } from '../../http/endpoints';
import { issueGuestKey } from '../../http/guest-key';
import { clearSessionCookie, requireCustomer, SESSION_COOKIE, secureFor, setSessionCookie } from '../../http/session';
import type { RequestScope } from '../../request-scope';
import type { AuthService } from './auth.service';
import type { SessionRow } from './session.store';
import type { StaffService } from './staff.service';
import type { TokensService } from './tokens.service';

declare module 'koa' {
  interface DefaultState {
    /** the session row behind ctx.state.customer (identity routes read its times) */
    identitySession?: SessionRow;
  }
}

export interface IdentityServices {
  auth: AuthService;
  staff: StaffService;
  tokens: TokensService;
}

/** The session of the signed-in customer (401 when signed out). */
function sessionOf(ctx: Context): SessionRow {
  requireCustomer(ctx);
  return ctx.state.identitySession as SessionRow;
}

/** Sign-in, sign-out, registration and the mailed links: the calls that set or clear the session cookie. */
function sessionRoutes({ mount }: EndpointRouter, { auth, tokens }: IdentityServices, config: IdentityConfig): void {
  const origin = (ctx: Context) => config.shopUrls[ctx.state.site];
  mount(contract.register, async (input, scope) => ({ data: await auth.register(scope, input) }));
  mount(contract.login, async (input, scope, ctx) => {
    const signedIn = await auth.login(scope, input, ctx.ip);
    // rotation: the session this browser had (if any) ends; the new one gets a new token
    if (ctx.state.customer) await auth.logout(ctx.state.customer.sessionId);
    setSessionCookie(ctx, signedIn.token, signedIn.session.expiresAt.getTime() - Date.now(), origin(ctx));
    return { data: { account: signedIn.account, session: signedIn.info } };
  });
  mount(contract.logout, async (_input, scope, ctx) => {
    const customer = ctx.state.customer;
    if (customer) {
      await auth.logout(customer.sessionId);
      await tokens.deleteCacheItem(scope, tokens.cacheKeyOf(customer.sessionId));
    }
    // The next person at this computer is a new guest: no cart of this visit opens for them. Only
    // a browser that had a session (ended here, or expired) gets a new key: a device's late second
    // logout (page and worker both sending a queued one) must not cut the guest off the cart it
    // has just started.
    if (customer || ctx.cookies.get(SESSION_COOKIE)) issueGuestKey(ctx, secureFor(ctx, origin(ctx)));
    clearSessionCookie(ctx, origin(ctx));
    return { data: { loggedOut: Boolean(customer) } };
  });
  mount(contract.forgotPassword, async ({ email }, scope) => {
    await auth.forgotPassword(scope, email);
    return { data: { sent: true } };
  });
  mount(contract.resetPassword, async ({ token, password }) => {
    await auth.resetPassword(token, password);
    return { data: { reset: true } };
  });
  mount(contract.verifyEmail, async ({ token }) => {
    await auth.verifyEmail(token);
    return { data: { verified: true } };
  });
  mount(contract.refreshSessionToken, async ({ forceRefreshToken }, _scope, ctx) => {
    const session = sessionOf(ctx);
    const { token, info } = await auth.refresh(session.id, forceRefreshToken, session);
    if (token && ctx.state.customer?.via === 'cookie') setSessionCookie(ctx, token, session.expiresAt.getTime() - Date.now(), origin(ctx));
    return { data: { ...info, ...(token && ctx.state.customer?.via === 'bearer' ? { sessionToken: token } : {}) } };
  });
}

/** The signed-in account, its staff claims and clinic, and the tokens derived from it. */
function accountRoutes({ mount }: EndpointRouter, { auth, staff, tokens }: IdentityServices, config: IdentityConfig): void {
  // a change to the account drops the copy cached for this session
  const forgetCachedAccount = async <T>(scope: RequestScope, ctx: Context, account: Promise<T>) => {
    const changed = await account;
    await tokens.deleteCacheItem(scope, tokens.cacheKeyOf(sessionOf(ctx).id));
    return { data: { account: changed } };
  };
  mount(contract.accountInfo, async (_input, _scope, ctx) => {
    const session = sessionOf(ctx);
    const account = await tokens.cachedAccount(session.id, () => auth.account(session.customerId));
    return { data: { account, session: auth.infoOf(session), cacheKey: tokens.cacheKeyOf(session.id) } };
  });
  mount(contract.identityJwt, async (_input, _scope, ctx) => ({
    data: await tokens.identityJwt(await auth.account(sessionOf(ctx).customerId)),
  }));
  mount(contract.jwks, () => tokens.jwks());
  mount(contract.updateStaffProfile, ({ roleCode, graduationYear, currentSchoolName, SF_PreferedShipTo }, scope, ctx) =>
    forgetCachedAccount(
      scope,
      ctx,
      staff.updateProfile(scope, { roleCode, graduationYear, currentSchoolName, preferredShipTo: SF_PreferedShipTo }),
    ),
  );
  mount(contract.searchClinic, async ({ searchType, searchTerm }, scope) => ({
    data: { clinics: await staff.searchClinics(scope, searchType, searchTerm) },
  }));
  mount(contract.joinClinic, async ({ groupID }, scope, ctx) => {
    const session = sessionOf(ctx);
    const answer = await forgetCachedAccount(scope, ctx, staff.joinClinic(scope, groupID));
    // the account now has a clinic's rights: the session is replaced (rotated), the old one ends
    const { token, session: next } = await auth.replaceSession(session);
    const bearer = ctx.state.customer?.via === 'bearer';
    if (!bearer) setSessionCookie(ctx, token, next.expiresAt.getTime() - Date.now(), config.shopUrls[ctx.state.site]);
    return { data: { ...answer.data, ...(bearer ? { sessionToken: token } : {}) } };
  });
  mount(contract.fetchAddress, async ({ clinicID }, scope) => ({ data: await staff.fetchAddress(scope, clinicID) }));
  mount(contract.createCustomerToken, async ({ key, email }, { site }) => ({ data: await tokens.customerToken(site, key, email) }));
  mount(contract.crypto, (_input, _scope, ctx) => {
    const customer = requireCustomer(ctx);
    return tokens.orderManagementCookie(customer.id, customer.email);
  });
  mount(contract.multipass, ({ email, checkoutUrl }, { site }, ctx) => {
    const customer = requireCustomer(ctx);
    return { data: { url: tokens.multipassUrl(site, customer.email, email, checkoutUrl) } };
  });
  mount(contract.deleteCacheItem, async ({ cacheKey }, scope, ctx) => ({
    data: await tokens.deleteOwnCacheItem(scope, cacheKey, ctx.state.customer?.sessionId ?? null),
  }));
}

/** The identity calls of §7 and docs/architecture.md §7; thin: the services hold the rules. */
export function identityRoutes(routers: EndpointRouters, services: IdentityServices, config: IdentityConfig): Router {
  const routes = routers();
  sessionRoutes(routes, services, config);
  accountRoutes(routes, services, config);
  return routes.router;
}
