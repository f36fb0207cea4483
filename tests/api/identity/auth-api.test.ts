import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/databases';
import {
  Browser,
  closeIdentitySuite,
  type IdentitySuite,
  lastMailedToken,
  mails,
  mailsBeyond,
  openIdentitySuite,
  SHOPPER,
  sessionRowsOf,
} from './support';

const fieldsOf = (body: { error?: { fields?: Record<string, string> } }) => body.error?.fields ?? {};

describeEachDatabase('identity API: register, login, logout, reset', (kind) => {
  let suite: IdentitySuite;
  beforeAll(async () => {
    suite = await openIdentitySuite(kind);
  });
  afterAll(() => closeIdentitySuite(suite));

  it('register: creates an account and mails a verification link; bad input is a 400 naming the field', async () => {
    const browser = new Browser(suite.server.dtc);
    const good = { email: 'New.Person@Example.com', password: 'Lantern-Kibble-77', firstName: 'New', lastName: 'Person' };
    const res = await browser.call('/api/identity/register', good);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: 'new.person@example.com', verificationSent: true });
    expect(res.setCookies).toEqual([]); // registering does not sign in

    const bad: [Record<string, unknown>, string, string][] = [
      [{ ...good, email: 'nope' }, 'email', 'Enter a valid email address'],
      [{ ...good, email: 'x@example.com', password: 'short' }, 'password', 'Password must be at least 8 characters'],
      [{ ...good, email: 'x@example.com', password: 'password123' }, 'password', 'This password is too common; choose another'],
      [{ ...good, email: 'x@example.com', password: 'p'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
      [{ ...good, email: 'x@example.com', firstName: '  ' }, 'firstName', 'First name is required'],
      [{ ...good, email: 'x@example.com', acceptsMarketing: 'yes' }, 'acceptsMarketing', expect.any(String) as unknown as string],
    ];
    for (const [body, field, message] of bad) {
      const refused = await browser.call('/api/identity/register', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(refused.body)[field], JSON.stringify(refused.body)).toEqual(message);
    }

    const token = await lastMailedToken(suite.dataDir, 'new.person@example.com', 'verify');
    expect((await browser.call('/api/identity/verify-email', { token })).body.data).toEqual({ verified: true });
    const reused = await browser.call('/api/identity/verify-email', { token });
    expect(reused.status).toBe(400);
    expect(fieldsOf(reused.body).token).toBe('This verification link has expired or was already used');

    const login = await browser.login('new.person@example.com', 'Lantern-Kibble-77');
    expect(login.status).toBe(200);
    expect(login.body.data.account).toMatchObject({ email: 'new.person@example.com', emailVerified: true, firstName: 'New', site: 'DTC' });
  });

  it('the verification link opens the login page of the storefront it was made on', async () => {
    const register = (base: string, email: string) =>
      new Browser(base).call('/api/identity/register', { email, password: 'Lantern-Kibble-77', firstName: 'Link', lastName: 'Follower' });
    await register(suite.server.dtc, 'link.dtc@example.com');
    await register(suite.server.hpsf, 'link.hpsf@example.com');
    const pathOfLink = async (email: string) => {
      await lastMailedToken(suite.dataDir, email, 'verify');
      const mail = (await mails(suite.dataDir)).filter((m) => m.text.includes(`To: ${email}`)).at(-1)?.text ?? '';
      return /https?:\/\/[^/\s]+(\/[a-z/-]+)\?verify=/.exec(mail)?.[1];
    };
    expect(await pathOfLink('link.dtc@example.com')).toBe('/shelter/login');
    expect(await pathOfLink('link.hpsf@example.com')).toBe('/account/login');
  });

  it('an account belongs to its storefront: a DTC account does not sign in on HPSF', async () => {
    expect((await new Browser(suite.server.hpsf).login(SHOPPER.email, SHOPPER.password)).status).toBe(401);
    expect((await new Browser(suite.server.dtc).login(SHOPPER.email, SHOPPER.password)).status).toBe(200);
  });

  it('login: a wrong password or unknown email is one 401 message; bad input is a 400', async () => {
    const browser = new Browser(suite.server.dtc);
    const wrong = await browser.login('shelter@vitalis.example', 'not-the-password');
    const unknown = await browser.login('nobody@vitalis.example', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe(unknown.body.error.message);
    const bad = await browser.call('/api/identity/login', { email: 'shelter@vitalis.example' });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad.body))).toEqual(['password']);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const browser = new Browser(suite.server.dtc);
    await browser.login(SHOPPER.email, SHOPPER.password);
    const token = browser.cookie!;
    expect((await browser.call('/api/identity/account-info')).status).toBe(200);
    const out = await browser.call('/api/identity/logout');
    expect(out.body.data).toEqual({ loggedOut: true });
    expect(out.setCookies.join()).toMatch(/shop_session=;.*expires=Thu, 01 Jan 1970/i);
    expect(browser.cookie).toBeNull();
    // the old token, replayed as if it had been stolen, is dead on the server
    const replay = await new Browser(suite.server.dtc).call('/api/identity/account-info', {}, { authorization: `Bearer ${token}` });
    expect(replay.status).toBe(401);
    const rows = await sessionRowsOf(suite, token);
    expect(rows).toHaveLength(1);
    expect(rows[0].ended_at).not.toBeNull();
  });

  it('forgot → mailed one-time link → reset → sign in with the new password; old sessions end', async () => {
    const site = new Browser(suite.server.dtc);
    await site.call('/api/identity/register', {
      email: 'forgetful@example.com',
      password: 'Original-Pass-41',
      firstName: 'For',
      lastName: 'Getful',
    });
    const before = new Browser(suite.server.dtc);
    await before.login('forgetful@example.com', 'Original-Pass-41');

    await lastMailedToken(suite.dataDir, 'forgetful@example.com', 'verify'); // the registration's mail has gone
    const mailsBefore = (await mails(suite.dataDir)).length;
    expect((await site.call('/api/identity/forgot-password', { email: 'nobody-here@example.com' })).body.data).toEqual({ sent: true });
    expect((await mails(suite.dataDir)).length).toBe(mailsBefore); // nothing mailed, nothing told
    expect((await site.call('/api/identity/forgot-password', { email: 'Forgetful@example.com' })).body.data).toEqual({ sent: true });
    const mail = (await mailsBeyond(suite.dataDir, mailsBefore)).at(-1)!;
    expect(mail.text).toContain('Subject: Reset your password');
    expect(mail.text).toMatch(/\/shelter\/reset-password\?token=/);
    const token = await lastMailedToken(suite.dataDir, 'forgetful@example.com', 'token');

    const weak = await site.call('/api/identity/reset-password', { token, password: 'qwerty123' });
    expect(weak.status).toBe(400);
    expect(fieldsOf(weak.body).password).toBe('This password is too common; choose another');
    expect((await site.call('/api/identity/reset-password', { token, password: 'Brand-New-Pass-42' })).body.data).toEqual({ reset: true });
    const again = await site.call('/api/identity/reset-password', { token, password: 'Another-Pass-43' });
    expect(again.status).toBe(400);
    expect(fieldsOf(again.body).token).toBe('This reset link has expired or was already used');

    expect((await before.call('/api/identity/account-info')).status).toBe(401);
    expect((await site.login('forgetful@example.com', 'Original-Pass-41')).status).toBe(401);
    expect((await site.login('forgetful@example.com', 'Brand-New-Pass-42')).status).toBe(200);
  });

  it('a reset link expires', async () => {
    const site = new Browser(suite.server.dtc);
    await site.call('/api/identity/forgot-password', { email: 'shelter@vitalis.example' });
    const token = await lastMailedToken(suite.dataDir, 'shelter@vitalis.example', 'token');
    const { sql } = await import('drizzle-orm');
    await suite.database.db.execute(sql`update one_time_tokens set expires_at = now() - interval '1 second' where used_at is null`);
    const res = await site.call('/api/identity/reset-password', { token, password: 'Brand-New-Pass-42' });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body).token).toBe('This reset link has expired or was already used');
  });
});
