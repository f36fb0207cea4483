/**
 * Signed tokens of the identity area: the identity JWT (ES256, jose) and its JWKS, the commerce
 * customer access token it is exchanged for, the order-management cookie value (HMAC) and the
 * checkout URL of multipass; plus the per-session account cache the client may ask to drop.
 */
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { IdentityAccount } from '../../../core/contract/identity';
import { ORDER_MANAGEMENT_COOKIE_MAX_AGE_MS } from '../../../core/constants';
import type { IdentityConfig } from '../../config';
import type { RequestScope } from '../../request-scope';
import { badRequest, DomainError } from '../../errors';
import type { ExpiringCache } from './expiring-cache';
import type { SigningKeys } from './signing-keys';

const IDENTITY_JWT_SECONDS = 15 * 60;
const CUSTOMER_TOKEN_SECONDS = 60 * 60;
const ACCOUNT_CACHE_SECONDS = 300;

export class TokensService {
  constructor(
    private readonly keys: () => Promise<SigningKeys>,
    private readonly cache: ExpiringCache,
    private readonly config: IdentityConfig,
  ) {}

  private issuer(site: 'DTC' | 'HPSF'): string {
    return this.config.shopUrls[site];
  }

  cacheKeyOf(sessionId: string): string {
    return `account:${sessionId}`;
  }

  /** Drops a cache entry; false when the cache could not be reached (§8: cache deletion failure). */
  async deleteCacheItem(scope: RequestScope, cacheKey: string): Promise<boolean> {
    try {
      await this.cache.delete(cacheKey);
      return true;
    } catch (error) {
      scope.log.warn({ err: error }, 'cache item not deleted');
      return false;
    }
  }

  /** A short-lived identity JWT carrying the identity profile's claims. */
  async identityJwt(account: IdentityAccount) {
    const { privateKey, kid } = await this.keys();
    const expiresAt = new Date(Date.now() + IDENTITY_JWT_SECONDS * 1000);
    const jwt = await new SignJWT({
      email: account.email,
      site: account.site,
      roleCode: account.roleCode,
      graduationYear: account.graduationYear,
      SF_PreferedShipTo: account.SF_PreferedShipTo,
      SF_StoreSoldTo: account.SF_StoreSoldTo,
      currentSchoolName: account.currentSchoolName,
      ERP_CustomerAccountGroup: account.ERP_CustomerAccountGroup,
    })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject(account.customerId)
      .setIssuer(this.issuer(account.site))
      .setAudience('identity')
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(privateKey);
    return { jwt, expiresAt: expiresAt.toISOString() };
  }

  async jwks() {
    return { keys: [(await this.keys()).publicJwk as Record<string, unknown>] };
  }

  /**
   * Exchanges an identity JWT (`key`) for a commerce customer access token; the email must be
   * the token's own. Answers the customer id the JWT names.
   */
  async customerToken(site: 'DTC' | 'HPSF', key: string, email: string) {
    const { publicKey, privateKey, kid } = await this.keys();
    let subject: string;
    try {
      const { payload } = await jwtVerify(key, publicKey, { audience: 'identity', issuer: this.issuer(site) });
      if (payload.site !== site || payload.email !== email.trim().toLowerCase() || !payload.sub) {
        throw new Error('email mismatch');
      }
      subject = payload.sub;
    } catch {
      throw new DomainError('UNAUTHENTICATED', 'The identity token is not valid', { key: 'not a valid identity token for this email' });
    }
    const expiresAt = new Date(Date.now() + CUSTOMER_TOKEN_SECONDS * 1000);
    const customerAccessToken = await new SignJWT({ email: email.trim().toLowerCase() })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject(subject)
      .setIssuer(this.issuer(site))
      .setAudience('commerce')
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(privateKey);
    return { customerAccessToken, expiresAt: expiresAt.toISOString() };
  }

  /** The order-management cookie: a value naming the customer until it expires, and its HMAC. */
  async orderManagementCookie(customerId: string, email: string) {
    const { hmacSecret } = await this.keys();
    const value = Buffer.from(JSON.stringify({ customerId, email, expiresAt: Date.now() + ORDER_MANAGEMENT_COOKIE_MAX_AGE_MS })).toString(
      'base64url',
    );
    return { hash: createHmac('sha256', hmacSecret).update(value).digest('hex'), value };
  }

  /** The checkout URL for the signed-in customer: only their own email, only a checkout of this shop. */
  multipassUrl(site: 'DTC' | 'HPSF', customerEmail: string, email: string, checkoutUrl: string): string {
    if (email.trim().toLowerCase() !== customerEmail) throw new DomainError('FORBIDDEN', 'The email is not the signed-in customer’s');
    const origin = this.issuer(site);
    let path = checkoutUrl.trim();
    if (path.startsWith(`${origin}/`)) path = path.slice(origin.length);
    if (!/^\/checkout(\/|\?|$)/.test(path) || path.startsWith('//')) {
      throw badRequest({ checkoutUrl: 'must be a checkout URL of this shop' });
    }
    return path;
  }

  async cachedAccount(sessionId: string, load: () => Promise<IdentityAccount>): Promise<IdentityAccount> {
    const key = this.cacheKeyOf(sessionId);
    const hit = await this.cache.get(key).catch(() => null);
    if (hit) return JSON.parse(hit) as IdentityAccount;
    const account = await load();
    await this.cache.set(key, JSON.stringify(account), ACCOUNT_CACHE_SECONDS).catch(() => {});
    return account;
  }

  /**
   * delete-cache-item of §7: a caller drops only its own session's entry. Another session's key,
   * or any key from a caller without a session, answers false and nothing is deleted (§8: false
   * on failure); the logout route has already dropped the entry of the session it ended.
   */
  async deleteOwnCacheItem(scope: RequestScope, cacheKey: string, sessionId: string | null): Promise<boolean> {
    if (sessionId === null) return false;
    if (cacheKey !== this.cacheKeyOf(sessionId)) {
      scope.log.warn('cache item of another session not deleted');
      return false;
    }
    return this.deleteCacheItem(scope, cacheKey);
  }
}

export function createTokensService(keys: () => Promise<SigningKeys>, cache: ExpiringCache, config: IdentityConfig): TokensService {
  return new TokensService(keys, cache, config);
}
