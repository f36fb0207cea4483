/**
 * Account mails leave after the answer: register and forgot-password store a job and answer, so
 * they take the same time whether or not a mail goes (an SMTP round trip would tell an attacker
 * which emails have accounts). Both answers store exactly one job either way; whether an account
 * exists is found by the job. The job's data comes back from the database, so it is parsed again.
 */
import { z } from 'zod';
import { SITE_CODES, type SiteCode } from '../../../core/constants';
import {
  FORGOT_PASSWORD_PATH,
  IDENTITY_LOGIN_PATH,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_MINUTES,
  SHELTER_LOGIN_PATH,
  VERIFY_TOKEN_HOURS,
} from '../../../core/identity';
import type { IdentityConfig } from '../../config';
import type { Mailer } from '../../mail/mailer';
import { accountMail, existingAccountMail } from './account-mails';
import type { IdentityStore } from './identity.store';
import { randomToken, tokenHash } from './secrets';
import type { OneTimePurpose, SessionStore } from './session.store';
import type { SignInThrottle } from './sign-in-throttle';

export const ACCOUNT_MAIL_QUEUE = 'account-mail';

const site = z.enum(SITE_CODES);
export const accountMailJob = z.discriminatedUnion('kind', [
  /** a new account's verification link */
  z.object({ kind: z.literal('verify'), site, customerId: z.string().min(1), email: z.string().min(1) }),
  /** a reset link, when `email` has an account on `site` */
  z.object({ kind: z.literal('reset'), site, email: z.string().min(1) }),
  /** someone registered an email that has an account: its owner is told, within the hourly cap */
  z.object({ kind: z.literal('existing-account-notice'), site, email: z.string().min(1) }),
]);
export type AccountMailJob = z.infer<typeof accountMailJob>;

export interface AccountMailDeps {
  identities: IdentityStore;
  sessions: SessionStore;
  throttle: SignInThrottle;
  mailer: Mailer;
  config: IdentityConfig;
  now?: () => Date;
}

/** The handler of ACCOUNT_MAIL_QUEUE. */
export function accountMailWorker(deps: AccountMailDeps): (data: unknown) => Promise<void> {
  const now = deps.now ?? (() => new Date());

  /** Where an account's owner signs in or recovers the password on `site`. */
  function accountLinks(site: SiteCode) {
    const base = deps.config.shopUrls[site];
    return {
      login: `${base}${site === 'HPSF' ? IDENTITY_LOGIN_PATH : SHELTER_LOGIN_PATH}`,
      forgotPassword: `${base}${FORGOT_PASSWORD_PATH}`,
    };
  }

  /** A fresh single-use link (the account's earlier one of that purpose stops working), mailed. */
  async function mailLink(site: SiteCode, customerId: string, email: string, purpose: OneTimePurpose): Promise<void> {
    const at = now();
    const token = randomToken();
    const minutes = purpose === 'reset' ? RESET_TOKEN_MINUTES : VERIFY_TOKEN_HOURS * 60;
    await deps.sessions.voidOneTime(customerId, purpose, at);
    await deps.sessions.createOneTime({
      customerId,
      purpose,
      tokenHash: tokenHash(token),
      expiresAt: new Date(at.getTime() + minutes * 60_000),
    });
    // a verification link opens the login the visitor signs in on (HPSF's staff guests may open only the identity login)
    const link =
      purpose === 'reset'
        ? `${deps.config.shopUrls[site]}${RESET_PASSWORD_PATH}?token=${token}`
        : `${accountLinks(site).login}?verify=${token}`;
    await deps.mailer.send(accountMail(purpose, email, link));
  }

  return async (data) => {
    const job = accountMailJob.parse(data);
    if (job.kind === 'verify') return mailLink(job.site, job.customerId, job.email, 'verify');
    if (job.kind === 'reset') {
      const record = await deps.identities.findByEmail(job.site, job.email);
      if (record) await mailLink(job.site, record.customer.id, job.email, 'reset');
      return;
    }
    // capped like reset links, so registering someone's email again and again cannot flood them
    if (await deps.throttle.takeAccountMail('notice', job.site, job.email)) {
      await deps.mailer.send(existingAccountMail(job.email, accountLinks(job.site)));
    }
  };
}
