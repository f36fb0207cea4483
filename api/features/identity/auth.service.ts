/**
 * Accounts and sessions (docs/architecture.md §7): register, sign in (rate limited, session rotated), resolve a
 * session token (idle timeout and absolute lifetime), refresh, sign out, and the password-reset
 * and email-verification mails with single-use, expiring links.
 */
import type { IdentityAccount, SessionInfo } from '../../../core/contract/identity';
import { accountMail, existingAccountMail } from './account-mails';
import type { SiteCode } from '../../../core/constants';
import {
  FORGOT_PASSWORD_PATH,
  IDENTITY_LOGIN_PATH,
  INACTIVITY_ALERT_SECONDS,
  passwordProblem,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_MINUTES,
  SHELTER_LOGIN_PATH,
  VERIFY_TOKEN_HOURS,
} from '../../../core/identity';
import type { IdentityConfig } from '../../config';
import type { RequestScope } from '../../request-scope';
import { badRequest, DomainError } from '../../errors';
import type { MailQueue } from '../../mail/mail-queue';
import type { SignInThrottle } from './sign-in-throttle';
import { accountView } from './account-view';
import type { IdentityStore } from './identity.store';
import type { Mailer } from '../../mail/mailer';
import { hashPassword, verifyNothing, verifyPassword } from './password-hash';
import { randomToken, tokenHash } from './secrets';
import type { OneTimePurpose, SessionRow, SessionStore } from './session.store';

export interface AuthDeps {
  identities: IdentityStore;
  sessions: SessionStore;
  throttle: SignInThrottle;
  mailer: Mailer;
  /** account mails go through it, after the answer */
  mails: MailQueue;
  config: IdentityConfig;
  now?: () => Date;
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  acceptsMarketing: boolean;
}

/** A session as the client learns it: the token goes only into the cookie. */
export interface IssuedSession {
  token: string;
  session: SessionRow;
  info: SessionInfo;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const INCORRECT = 'The email or password is incorrect';

/**
 * The login page a verification link opens on each storefront: the one a visitor of that
 * storefront signs in on (HPSF's staff guests may open only the identity login).
 */
const VERIFY_EMAIL_LOGIN_PATHS: Record<SiteCode, string> = { DTC: SHELTER_LOGIN_PATH, HPSF: IDENTITY_LOGIN_PATH };

export class AuthService {
  private readonly identities: IdentityStore;
  private readonly sessions: SessionStore;
  private readonly throttle: SignInThrottle;
  private readonly mailer: Mailer;
  private readonly mails: MailQueue;
  private readonly config: IdentityConfig;
  private readonly now: () => Date;
  private readonly cost: IdentityConfig['passwordHashCost'];
  /** the server ends an idle session when the client's inactivity alert has gone unanswered */
  readonly idleSeconds: number;
  // last_seen_at is written at most this often, not on every request
  private readonly touchEverySeconds: number;

  constructor(deps: AuthDeps) {
    ({ identities: this.identities, sessions: this.sessions, throttle: this.throttle, mailer: this.mailer, config: this.config } = deps);
    this.mails = deps.mails;
    this.now = deps.now ?? (() => new Date());
    this.cost = this.config.passwordHashCost;
    this.idleSeconds = this.config.tokenInactivityTime + INACTIVITY_ALERT_SECONDS;
    this.touchEverySeconds = Math.min(30, Math.max(1, Math.floor(this.idleSeconds / 10)));
  }

  infoOf(session: SessionRow): SessionInfo {
    const idleEnd = Math.min(session.lastSeenAt.getTime() + this.idleSeconds * 1000, session.expiresAt.getTime());
    return {
      tokenInactivityTime: this.config.tokenInactivityTime,
      idleExpiresAt: new Date(idleEnd).toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    };
  }

  private isLive(session: SessionRow, at: Date): boolean {
    return at < session.expiresAt && at.getTime() - session.lastSeenAt.getTime() < this.idleSeconds * 1000;
  }

  async account(customerId: string): Promise<IdentityAccount> {
    const record = await this.identities.findById(customerId);
    if (!record) throw new DomainError('UNAUTHENTICATED', 'Sign in to continue');
    return accountView(record, this.config.pdCustomerGroups);
  }

  private async mailLink(site: SiteCode, customerId: string, email: string, purpose: OneTimePurpose): Promise<void> {
    const at = this.now();
    const token = randomToken();
    const minutes = purpose === 'reset' ? RESET_TOKEN_MINUTES : VERIFY_TOKEN_HOURS * 60;
    await this.sessions.voidOneTime(customerId, purpose, at);
    await this.sessions.createOneTime({
      customerId,
      purpose,
      tokenHash: tokenHash(token),
      expiresAt: new Date(at.getTime() + minutes * 60_000),
    });
    const base = this.config.shopUrls[site];
    const link =
      purpose === 'reset' ? `${base}${RESET_PASSWORD_PATH}?token=${token}` : `${base}${VERIFY_EMAIL_LOGIN_PATHS[site]}?verify=${token}`;
    await this.mailer.send(accountMail(purpose, email, link));
  }

  /**
   * Creates an account of `site` and queues its verification link; the visitor then signs in. An
   * email that already has an account is answered the same way, in about the same time (the
   * password is hashed either way, mails leave after the answer), and its owner is mailed a notice
   * instead: the answer never tells whether an email has an account.
   */
  async register(scope: RequestScope, input: RegisterInput) {
    const { site } = scope;
    const email = normalizeEmail(input.email);
    const problem = passwordProblem(input.password, email);
    if (problem) throw badRequest({ password: problem });
    const customerId = await this.identities.create({
      site,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone?.trim() || null,
      acceptsMarketing: input.acceptsMarketing,
      passwordHash: await hashPassword(input.password, this.cost),
    });
    if (customerId) this.mails.enqueue('verification mail', () => this.mailLink(site, customerId, email, 'verify'));
    else
      this.mails.enqueue('existing-account notice', async () => {
        // capped like reset links, so registering someone's email again and again cannot flood them
        if (await this.throttle.takeAccountMail('notice', site, email))
          await this.mailer.send(existingAccountMail(email, this.accountLinks(site)));
      });
    return { email, verificationSent: true };
  }

  /** Where an account's owner signs in or recovers the password on `site`. */
  private accountLinks(site: SiteCode) {
    const base = this.config.shopUrls[site];
    return {
      login: `${base}${site === 'HPSF' ? IDENTITY_LOGIN_PATH : SHELTER_LOGIN_PATH}`,
      forgotPassword: `${base}${FORGOT_PASSWORD_PATH}`,
    };
  }

  /**
   * Signs in: the attempt is counted before the password is checked (sign-in-throttle.ts), and
   * refused while the account or address is throttled; a success forgets the account's attempts and
   * opens a new session (the caller ends the one the request came with, so a planted session id
   * never becomes a signed-in one).
   */
  async login(
    { site }: RequestScope,
    input: { email: string; password: string },
    address: string,
  ): Promise<IssuedSession & { account: IdentityAccount }> {
    const email = normalizeEmail(input.email);
    const attempt = await this.throttle.begin(site, email, address);
    const record = await this.identities.findByEmail(site, email);
    const verified = record ? await verifyPassword(input.password, record.identity.passwordHash, this.cost) : null;
    if (!record) await verifyNothing(input.password, this.cost);
    if (!record || !verified?.ok) {
      await attempt.failed();
      const reason = record ? 'password' : 'unknown-email';
      await this.sessions.logFailure({ site, email, customerId: record?.customer.id ?? null, address, reason });
      throw new DomainError('UNAUTHENTICATED', INCORRECT);
    }
    await attempt.succeeded();
    if (verified.needsRehash) await this.identities.setPasswordHash(record.customer.id, await hashPassword(input.password, this.cost));
    const at = this.now();
    const token = randomToken();
    const session = await this.sessions.create({
      customerId: record.customer.id,
      site,
      tokenHash: tokenHash(token),
      now: at,
      expiresAt: new Date(at.getTime() + this.config.sessionMaxAge * 1000),
    });
    return { token, session, info: this.infoOf(session), account: accountView(record, this.config.pdCustomerGroups) };
  }

  /**
   * The live session of `token` on storefront `site`. A session is bound to the storefront that
   * made it: a DTC session's token (as a Bearer, or a cookie copied across) signs nobody in on HPSF,
   * whose accounts, prices and clinic rules are another shop's.
   */
  async resolve(token: string, site: SiteCode): Promise<{ session: SessionRow; email: string } | null> {
    const session = await this.sessions.findOpen(tokenHash(token));
    if (!session || session.site !== site) return null;
    const at = this.now();
    if (!this.isLive(session, at)) {
      await this.sessions.end(session.id, at);
      return null;
    }
    if (at.getTime() - session.lastSeenAt.getTime() >= this.touchEverySeconds * 1000) {
      await this.sessions.touch(session.id, at);
      session.lastSeenAt = at;
    }
    const record = await this.identities.findById(session.customerId);
    return record ? { session, email: record.customer.email } : null;
  }

  /** Keeps a session alive; forced, it also gets a new token (the old one stops working). */
  async refresh(sessionId: string, force: boolean, session: SessionRow): Promise<{ token: string | null; info: SessionInfo }> {
    const at = this.now();
    if (!force) {
      await this.sessions.touch(sessionId, at);
      return { token: null, info: this.infoOf({ ...session, lastSeenAt: at }) };
    }
    const token = randomToken();
    await this.sessions.rotate(sessionId, tokenHash(token), at);
    return { token, info: this.infoOf({ ...session, lastSeenAt: at }) };
  }

  /** A new session (new token, same absolute end) for one whose account's rights changed; the old one ends. */
  async replaceSession(old: SessionRow): Promise<{ token: string; session: SessionRow }> {
    const [at, token] = [this.now(), randomToken()];
    const { customerId, expiresAt } = old;
    const session = await this.sessions.create({ customerId, site: old.site as SiteCode, tokenHash: tokenHash(token), now: at, expiresAt });
    await this.sessions.end(old.id, at);
    return { token, session };
  }

  async findSession(token: string): Promise<SessionRow | null> {
    return this.sessions.findOpen(tokenHash(token));
  }

  async logout(sessionId: string): Promise<void> {
    await this.sessions.end(sessionId, this.now());
  }

  /**
   * Queues a reset link when the account exists and its hourly reset mails are not used up; the
   * answer, and its time, never tell whether it does.
   */
  async forgotPassword(scope: RequestScope, rawEmail: string): Promise<void> {
    const { site } = scope;
    const email = normalizeEmail(rawEmail);
    if (!(await this.throttle.takeAccountMail('reset', site, email))) {
      scope.log.warn({ site }, 'password reset mail not sent: hourly limit of the account reached');
      return;
    }
    const record = await this.identities.findByEmail(site, email);
    if (record) this.mails.enqueue('password reset mail', () => this.mailLink(site, record.customer.id, email, 'reset'));
  }

  /** Uses a reset link: sets the new password and ends every session of the account. */
  async resetPassword(token: string, password: string): Promise<void> {
    const at = this.now();
    const hash = tokenHash(token);
    const expired = () =>
      badRequest({ token: 'This reset link has expired or was already used' }, 'This reset link has expired or was already used');
    const owner = await this.sessions.findOneTime(hash, 'reset', at);
    if (!owner) throw expired();
    const record = await this.identities.findById(owner);
    // checked before the link is used up, so a refused password leaves it usable
    const problem = passwordProblem(password, record?.customer.email);
    if (problem) throw badRequest({ password: problem });
    const customerId = await this.sessions.consumeOneTime(hash, 'reset', at);
    if (!customerId) throw expired();
    await this.identities.setPasswordHash(customerId, await hashPassword(password, this.cost));
    await this.sessions.endAllOf(customerId, at);
    if (record) await this.throttle.forget(record.customer.site as SiteCode, record.customer.email);
  }

  /** Uses a verification link. */
  async verifyEmail(token: string): Promise<void> {
    const customerId = await this.sessions.consumeOneTime(tokenHash(token), 'verify', this.now());
    if (!customerId)
      throw badRequest(
        { token: 'This verification link has expired or was already used' },
        'This verification link has expired or was already used',
      );
    await this.identities.setEmailVerified(customerId);
  }
}

export function createAuthService(deps: AuthDeps): AuthService {
  return new AuthService(deps);
}
