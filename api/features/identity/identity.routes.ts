import Router from '@koa/router';
import type { Context } from 'koa';
import * as contract from '../../../core/contract/identity';
import type { IdentityConfig } from '../../config';
import { mount } from '../../http/endpoints';
import { clearSessionCookie, requireCustomer, setSessionCookie } from '../../http/session';
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

/** The identity calls of §7 and DESIGN §7; thin: the services hold the rules. */
export function identityRoutes({ auth, staff, tokens }: IdentityServices, config: IdentityConfig): Router {
  const router = new Router();
  const origin = (ctx: Context) => config.shopUrls[ctx.state.site];
  const sessionOf = (ctx: Context): SessionRow => {
    requireCustomer(ctx);
    return ctx.state.identitySession as SessionRow;
  };
  const forgetCachedAccount = (ctx: Context) => tokens.deleteCacheItem(tokens.cacheKeyOf(sessionOf(ctx).id), ctx.state.log);

  mount(router, contract.register, async (input, ctx) => ({ data: await auth.register(ctx.state.site, input, ctx.state.log) }));

  mount(router, contract.login, async (input, ctx) => {
    const signedIn = await auth.login(ctx.state.site, input, ctx.ip);
    // rotation: the session this browser had (if any) ends; the new one gets a new token
    if (ctx.state.customer) await auth.logout(ctx.state.customer.sessionId);
    setSessionCookie(ctx, signedIn.token, signedIn.session.expiresAt.getTime() - Date.now(), origin(ctx));
    return { data: { account: signedIn.account, session: signedIn.info } };
  });

  mount(router, contract.logout, async (_input, ctx) => {
    const customer = ctx.state.customer;
    if (customer) {
      await auth.logout(customer.sessionId);
      await tokens.deleteCacheItem(tokens.cacheKeyOf(customer.sessionId), ctx.state.log);
    }
    clearSessionCookie(ctx, origin(ctx));
    return { data: { loggedOut: Boolean(customer) } };
  });

  mount(router, contract.forgotPassword, async ({ email }, ctx) => {
    await auth.forgotPassword(ctx.state.site, email, ctx.state.log);
    return { data: { sent: true } };
  });
  mount(router, contract.resetPassword, async ({ token, password }) => {
    await auth.resetPassword(token, password);
    return { data: { reset: true } };
  });
  mount(router, contract.verifyEmail, async ({ token }) => {
    await auth.verifyEmail(token);
    return { data: { verified: true } };
  });

  mount(router, contract.accountInfo, async (_input, ctx) => {
    const session = sessionOf(ctx);
    const account = await tokens.cachedAccount(session.id, () => auth.account(session.customerId));
    return { data: { account, session: auth.infoOf(session), cacheKey: tokens.cacheKeyOf(session.id) } };
  });
  mount(router, contract.identityJwt, async (_input, ctx) => ({
    data: await tokens.identityJwt(await auth.account(sessionOf(ctx).customerId)),
  }));
  mount(router, contract.jwks, () => tokens.jwks());

  mount(router, contract.updateStaffProfile, async (input, ctx) => {
    const session = sessionOf(ctx);
    const account = await staff.updateProfile(session.customerId, {
      roleCode: input.roleCode,
      graduationYear: input.graduationYear,
      currentSchoolName: input.currentSchoolName,
      preferredShipTo: input.SF_PreferedShipTo,
    });
    await forgetCachedAccount(ctx);
    return { data: { account } };
  });
  mount(router, contract.searchClinic, async ({ searchType, searchTerm }, ctx) => ({
    data: { clinics: await staff.searchClinics(sessionOf(ctx).customerId, searchType, searchTerm) },
  }));
  mount(router, contract.joinClinic, async ({ groupID }, ctx) => {
    const account = await staff.joinClinic(sessionOf(ctx).customerId, groupID);
    await forgetCachedAccount(ctx);
    return { data: { account } };
  });
  mount(router, contract.fetchAddress, async ({ clinicID }, ctx) => ({
    data: await staff.fetchAddress(sessionOf(ctx).customerId, clinicID),
  }));

  mount(router, contract.refreshSessionToken, async ({ forceRefreshToken }, ctx) => {
    const session = sessionOf(ctx);
    const { token, info } = await auth.refresh(session.id, forceRefreshToken, session);
    if (token && ctx.state.customer?.via === 'cookie') {
      setSessionCookie(ctx, token, session.expiresAt.getTime() - Date.now(), origin(ctx));
    }
    return { data: { ...info, ...(token && ctx.state.customer?.via === 'bearer' ? { sessionToken: token } : {}) } };
  });
  mount(router, contract.createCustomerToken, async ({ key, email }, ctx) => ({
    data: await tokens.customerToken(ctx.state.site, key, email),
  }));
  mount(router, contract.crypto, async (_input, ctx) => {
    const customer = requireCustomer(ctx);
    return tokens.orderManagementCookie(customer.id, customer.email);
  });
  mount(router, contract.multipass, async ({ email, checkoutUrl }, ctx) => {
    const customer = requireCustomer(ctx);
    return { data: { url: tokens.multipassUrl(ctx.state.site, customer.email, email, checkoutUrl) } };
  });
  mount(router, contract.deleteCacheItem, async ({ cacheKey }, ctx) => ({
    data: await tokens.deleteOwnCacheItem(cacheKey, ctx.state.customer?.sessionId ?? null, ctx.state.log),
  }));
  return router;
}
