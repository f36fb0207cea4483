/**
 * Accounts and sessions (docs/architecture.md §7): register, sign in (rate limited, session rotated), resolve a
 * session token (idle timeout and absolute lifetime), refresh, sign out, and the password-reset
 * and email-verification mails with single-use, expiring links.
 */
import type { IdentityAccount, SessionInfo } from '../../../core/contract/identity';
import { ACCOUNT_MAIL_QUEUE, type AccountMailJob } from './account-mail-jobs';
import type { SiteCode } from '../../../core/constants';
import { INACTIVITY_ALERT_SECONDS, passwordProblem } from '../../../core/identity';
import type { IdentityConfig } from '../../config';
import type { RequestScope } from '../../request-scope';
import { badRequest, DomainError } from '../../errors';
import type { JobQueues } from '../../jobs/job-queues';
import type { SignInThrottle } from './sign-in-throttle';
import { accountView } from './account-view';
import type { IdentityStore } from './identity.store';
import { hashPassword, verifyNothing, verifyPassword } from './password-hash';
import { randomToken, tokenHash } from './secrets';
import type { SessionRow, SessionStore } from './session.store';

export interface AuthDeps {
  identities: IdentityStore;
  sessions: SessionStore;
  throttle: SignInThrottle;
  /** account mails are jobs (account-mail-jobs.ts), run after the answer */
  jobs: Pick<JobQueues, 'send'>;
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

export class AuthService {
  private readonly identities: IdentityStore;
  private readonly sessions: SessionStore;
  private readonly throttle: SignInThrottle;
  private readonly jobs: Pick<JobQueues, 'send'>;
  private readonly config: IdentityConfig;
  private readonly now: () => Date;
  private readonly cost: IdentityConfig['passwordHashCost'];
  /** the server ends an idle session when the client's inactivity alert has gone unanswered */
  readonly idleSeconds: number;
  // last_seen_at is written at most this often, not on every request
  private readonly touchEverySeconds: number;

  constructor(deps: AuthDeps) {
    ({ identities: this.identities, sessions: this.sessions, throttle: this.throttle, jobs: this.jobs, config: this.config } = deps);
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
    const job: AccountMailJob = customerId ? { kind: 'verify', site, customerId, email } : { kind: 'existing-account-notice', site, email };
    await this.jobs.send(ACCOUNT_MAIL_QUEUE, job);
    return { email, verificationSent: true };
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
    // stored whether or not the email has an account: the job looks, after the answer
    await this.jobs.send(ACCOUNT_MAIL_QUEUE, { kind: 'reset', site, email } satisfies AccountMailJob);
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
