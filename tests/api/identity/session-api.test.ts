import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INACTIVITY_ALERT_SECONDS } from '../../../core/identity';
import { liveSessionOf, MissingSessionError } from '../../../web/features/identity/identity-api';
import { describeEachDatabase } from '../../support/databases';
import {
  ageSession,
  Browser,
  closeIdentitySuite,
  INACTIVITY_SECONDS,
  type IdentitySuite,
  openIdentitySuite,
  SHOPPER,
  sessionRowsOf,
} from './support';

describeEachDatabase('identity API: sessions', (kind) => {
  let suite: IdentitySuite;
  beforeAll(async () => {
    suite = await openIdentitySuite(kind);
  });
  afterAll(() => closeIdentitySuite(suite));

  it('the session cookie is HttpOnly, SameSite=Lax, site-wide; only its SHA-256 is stored; the token is never in a body', async () => {
    const browser = new Browser(suite.server.dtc);
    const res = await browser.login(SHOPPER.email, SHOPPER.password);
    expect(res.status).toBe(200);
    const [cookie] = res.setCookies;
    expect(cookie).toMatch(/^shop_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; path=\//i);
    expect(cookie).toMatch(/; httponly/i);
    expect(cookie).toMatch(/; samesite=lax/i);
    expect(cookie).toMatch(/; expires=/i);
    expect(cookie).not.toMatch(/; secure/i); // plain http here; Secure over https (see session.ts)
    const token = browser.cookie!;
    expect(JSON.stringify(res.body)).not.toContain(token);
    const rows = await sessionRowsOf(suite, token);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(res.body.data.session.tokenInactivityTime).toBe(INACTIVITY_SECONDS);

    const info = await browser.call('/api/identity/account-info');
    expect(info.status).toBe(200);
    expect(info.body.data.account).toMatchObject({ email: SHOPPER.email, firstName: 'Dana', isRegistered: false });
    expect(JSON.stringify(info.body)).not.toContain(token);
  });

  it('account-info without a session is a 401; a Bearer token works for non-browser clients', async () => {
    expect((await new Browser(suite.server.dtc).call('/api/identity/account-info')).status).toBe(401);
    const browser = new Browser(suite.server.dtc);
    await browser.login(SHOPPER.email, SHOPPER.password);
    const bearer = await new Browser(suite.server.dtc).call(
      '/api/identity/account-info',
      {},
      { authorization: `Bearer ${browser.cookie}` },
    );
    expect(bearer.status).toBe(200);
    const forced = await new Browser(suite.server.dtc).call(
      '/api/ecom/v1.0/refresh-session-token',
      { forceRefreshToken: true },
      { authorization: `Bearer ${browser.cookie}` },
    );
    expect(forced.body.data.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(forced.setCookies).toEqual([]);
  });

  it('a session is bound to its storefront: a DTC token signs nobody in on HPSF, and stays good on DTC', async () => {
    const browser = new Browser(suite.server.dtc);
    await browser.login(SHOPPER.email, SHOPPER.password);
    const onHpsf = await new Browser(suite.server.hpsf).call(
      '/api/identity/account-info',
      {},
      { authorization: `Bearer ${browser.cookie}` },
    );
    expect(onHpsf.status).toBe(401);
    const copiedCookie = await new Browser(suite.server.hpsf).call(
      '/api/identity/account-info',
      {},
      { cookie: `shop_session=${browser.cookie}` },
    );
    expect(copiedCookie.status).toBe(401);
    expect((await browser.call('/api/identity/account-info')).status).toBe(200);
  });

  it('login rotates: the session a browser came with ends and a new token is issued', async () => {
    const browser = new Browser(suite.server.dtc);
    await browser.login(SHOPPER.email, SHOPPER.password);
    const first = browser.cookie!;
    await browser.login(SHOPPER.email, SHOPPER.password);
    const second = browser.cookie!;
    expect(second).not.toBe(first);
    expect((await sessionRowsOf(suite, first))[0].ended_at).not.toBeNull();
    expect((await new Browser(suite.server.dtc).call('/api/identity/account-info', {}, { authorization: `Bearer ${first}` })).status).toBe(
      401,
    );
    expect((await browser.call('/api/identity/account-info')).status).toBe(200);
  });

  it('refresh-session-token keeps the session; forced, it rotates the token and the old one stops working', async () => {
    const browser = new Browser(suite.server.dtc);
    await browser.login(SHOPPER.email, SHOPPER.password);
    const before = browser.cookie!;
    const kept = await browser.call('/api/ecom/v1.0/refresh-session-token', { forceRefreshToken: false });
    expect(kept.status).toBe(200);
    expect(kept.setCookies).toEqual([]);
    expect(kept.body.data).toMatchObject({ tokenInactivityTime: INACTIVITY_SECONDS });
    expect(kept.body.data.sessionToken).toBeUndefined();
    const forced = await browser.call('/api/ecom/v1.0/refresh-session-token', { forceRefreshToken: true });
    expect(forced.status).toBe(200);
    expect(browser.cookie).not.toBe(before);
    expect(forced.setCookies[0]).toMatch(/httponly/i);
    expect((await new Browser(suite.server.dtc).call('/api/identity/account-info', {}, { authorization: `Bearer ${before}` })).status).toBe(
      401,
    );
    expect((await browser.call('/api/identity/account-info')).status).toBe(200);
    const bad = await browser.call('/api/ecom/v1.0/refresh-session-token', { forceRefreshToken: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['forceRefreshToken']);
    expect((await new Browser(suite.server.dtc).call('/api/ecom/v1.0/refresh-session-token', {})).status).toBe(401);
  });

  it('refresh answers what the client relies on: session times for a live session, else a 401 and never a 2xx (§8)', async () => {
    const REFRESH = '/api/ecom/v1.0/refresh-session-token';
    const browser = new Browser(suite.server.dtc);
    await browser.login(SHOPPER.email, SHOPPER.password);
    for (const forceRefreshToken of [false, true]) {
      const res = await browser.call(REFRESH, { forceRefreshToken });
      expect(res.status).toBe(200);
      // the check the web client makes of every refresh answer (a missing session means logout)
      expect((await liveSessionOf(res.body)).data).toMatchObject({ tokenInactivityTime: INACTIVITY_SECONDS });
      expect(Date.parse(res.body.data.idleExpiresAt)).toBeGreaterThan(Date.now());
    }
    await expect(liveSessionOf({ data: {} })).rejects.toThrow(MissingSessionError); // the check can say no

    const unauthenticated = { error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } };
    // no session at all
    const none = await new Browser(suite.server.dtc).call(REFRESH, { forceRefreshToken: true });
    expect(none).toMatchObject({ status: 401, body: unauthenticated, setCookies: [] });
    // a live token sent only as the spec's body field: the server reads the cookie (or Bearer), never the body
    const inBody = await new Browser(suite.server.dtc).call(REFRESH, { sessionToken: browser.cookie, forceRefreshToken: true });
    expect(inBody).toMatchObject({ status: 401, body: unauthenticated });
    // a session that ended (logout) and one past its absolute end
    const ended = new Browser(suite.server.dtc);
    await ended.login(SHOPPER.email, SHOPPER.password);
    const endedToken = ended.cookie!;
    await ended.call('/api/identity/logout');
    const afterLogout = await new Browser(suite.server.dtc).call(
      REFRESH,
      { forceRefreshToken: false },
      { cookie: `shop_session=${endedToken}` },
    );
    expect(afterLogout).toMatchObject({ status: 401, body: unauthenticated });
    const expired = new Browser(suite.server.dtc);
    await expired.login(SHOPPER.email, SHOPPER.password);
    await ageSession(suite, expired.cookie!, { expired: true, idleSeconds: 0 });
    const pastItsEnd = await expired.call(REFRESH, { forceRefreshToken: true });
    expect(pastItsEnd).toMatchObject({ status: 401, body: unauthenticated });
    expect(pastItsEnd.body.data).toBeUndefined();
  });

  it('idle timeout: tokenInactivityTime plus the alert’s wait without a request ends the session', async () => {
    const browser = new Browser(suite.server.dtc);
    await browser.login(SHOPPER.email, SHOPPER.password);
    const token = browser.cookie!;
    await ageSession(suite, token, { idleSeconds: INACTIVITY_SECONDS + INACTIVITY_ALERT_SECONDS - 5 });
    expect((await browser.call('/api/identity/account-info')).status).toBe(200); // still inside, and touched
    await ageSession(suite, token, { idleSeconds: INACTIVITY_SECONDS + INACTIVITY_ALERT_SECONDS + 1 });
    expect((await browser.call('/api/identity/account-info')).status).toBe(401);
    expect((await sessionRowsOf(suite, token))[0].ended_at).not.toBeNull();
    await ageSession(suite, token, { idleSeconds: 0 }); // an ended session never comes back
    expect((await browser.call('/api/identity/account-info')).status).toBe(401);
  });

  it('absolute lifetime: past expires_at the session is over, however active', async () => {
    const browser = new Browser(suite.server.dtc);
    const res = await browser.login(SHOPPER.email, SHOPPER.password);
    const expiresAt = Date.parse(res.body.data.session.expiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan(604_800_000 - 60_000); // SESSION_MAX_AGE default: 7 days
    await ageSession(suite, browser.cookie!, { expired: true, idleSeconds: 0 });
    expect((await browser.call('/api/identity/account-info')).status).toBe(401);
  });
});
