import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/databases';
import { Browser, closeIdentitySuite, demo, type IdentitySuite, openIdentitySuite, SHOPPER, STAFF } from './support';

describeEachDatabase('identity API: tokens, crypto, multipass, cache', (kind) => {
  let suite: IdentitySuite;
  beforeAll(async () => {
    suite = await openIdentitySuite(kind);
  });
  afterAll(() => closeIdentitySuite(suite));

  it('identity JWT: ES256 with the staff claims, verifiable with the JWKS; the key is made once and kept', async () => {
    const staff = new Browser(suite.server.hpsf);
    await staff.login(STAFF.email, STAFF.password);
    const { jwt } = (await staff.call('/api/identity/jwt')).body.data;
    expect(decodeProtectedHeader(jwt).alg).toBe('ES256');
    const keys = createRemoteJWKSet(new URL(`${suite.server.hpsf}/api/identity/jwks`));
    const { payload } = await jwtVerify(jwt, keys, { audience: 'identity' });
    expect(payload).toMatchObject({ email: STAFF.email, roleCode: 'DVM', ERP_CustomerAccountGroup: 'VET_CLINIC', sub: STAFF.id });
    const { rows } = await suite.database.db.execute<{ n: number }>(sql`select count(*)::int as n from identity_keys`);
    expect(rows[0].n).toBe(2);
    expect((await new Browser(suite.server.hpsf).call('/api/identity/jwt')).status).toBe(401);
  });

  it('create-customer-token exchanges the identity JWT (key) for a commerce token; a wrong email or key is refused', async () => {
    const shopper = new Browser(suite.server.dtc);
    await shopper.login(SHOPPER.email, SHOPPER.password);
    const { jwt } = (await shopper.call('/api/identity/jwt')).body.data;
    const anyone = new Browser(suite.server.dtc);
    const ok = await anyone.call('/api/ecom/v1.0/create-customer-token', {
      email: SHOPPER.email,
      first_name: 'Dana',
      last_name: 'Shopper',
      key: jwt,
    });
    expect(ok.status).toBe(200);
    const keys = createRemoteJWKSet(new URL(`${suite.server.dtc}/api/identity/jwks`));
    expect((await jwtVerify(ok.body.data.customerAccessToken, keys, { audience: 'commerce' })).payload.sub).toBe(SHOPPER.id);
    const otherEmail = await anyone.call('/api/ecom/v1.0/create-customer-token', { email: 'shelter@vitalis.example', key: jwt });
    expect(otherEmail.status).toBe(401);
    expect(otherEmail.body.error.fields).toEqual({ key: 'not a valid identity token for this email' });
    expect((await anyone.call('/api/ecom/v1.0/create-customer-token', { email: SHOPPER.email, key: `${jwt}x` })).status).toBe(401);
    // an HPSF-issued token is not good on the DTC storefront
    expect(
      (await new Browser(suite.server.hpsf).call('/api/ecom/v1.0/create-customer-token', { email: SHOPPER.email, key: jwt })).status,
    ).toBe(401);
    const bad = await anyone.call('/api/ecom/v1.0/create-customer-token', { email: 'x' });
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['email', 'key']);
  });

  it('crypto answers the order-management cookie value and its HMAC; signed-out is a 401', async () => {
    const shopper = new Browser(suite.server.dtc);
    await shopper.login(SHOPPER.email, SHOPPER.password);
    const res = await shopper.call('/api/crypto', { sessionToken: 'ignored' });
    const value = JSON.parse(Buffer.from(res.body.value, 'base64url').toString());
    expect(value).toMatchObject({ customerId: SHOPPER.id, email: SHOPPER.email });
    expect(value.expiresAt - Date.now()).toBeGreaterThan(7_100_000);
    const { rows } = await suite.database.db.execute<{ material: { secret: string } }>(
      sql`select material from identity_keys where name = 'hmac-sha256'`,
    );
    const secret = Buffer.from(rows[0].material.secret, 'base64url');
    expect(res.body.hash).toBe(createHmac('sha256', secret).update(res.body.value).digest('hex'));
    expect((await new Browser(suite.server.dtc).call('/api/crypto')).status).toBe(401);
  });

  it('multipass: the checkout URL for the signed-in customer only, and only a checkout of this shop', async () => {
    const shopper = new Browser(suite.server.dtc);
    await shopper.login(SHOPPER.email, SHOPPER.password);
    const ok = await shopper.call('/api/multipass', {
      getURL: true,
      email: SHOPPER.email,
      checkoutUrl: '/checkout/4b1f5f8e-1d2c-4c36-9a8e-1b2c3d4e5f60',
    });
    expect(ok.body.data).toEqual({ url: '/checkout/4b1f5f8e-1d2c-4c36-9a8e-1b2c3d4e5f60' });
    expect((await shopper.call('/api/multipass', { email: 'shelter@vitalis.example', checkoutUrl: '/checkout/x' })).status).toBe(403);
    const external = await shopper.call('/api/multipass', { email: SHOPPER.email, checkoutUrl: 'https://evil.example/checkout/x' });
    expect(external.status).toBe(400);
    expect(external.body.error.fields).toEqual({ checkoutUrl: 'must be a checkout URL of this shop' });
    expect((await new Browser(suite.server.dtc).call('/api/multipass', { email: SHOPPER.email, checkoutUrl: '/checkout/x' })).status).toBe(
      401,
    );
  });

  it('delete-cache-item drops the account cache entry account-info names; other keys are refused', async () => {
    const shopper = new Browser(suite.server.dtc);
    await shopper.login(SHOPPER.email, SHOPPER.password);
    const { cacheKey } = (await shopper.call('/api/identity/account-info')).body.data;
    expect(cacheKey).toMatch(/^account:[0-9a-f-]{36}$/);
    expect((await shopper.call('/api/delete-cache-item', { cacheKey })).body).toEqual({ data: true });
    const bad = await shopper.call('/api/delete-cache-item', { cacheKey: 'catalogue:everything' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['cacheKey']);
  });

  it('delete-cache-item drops only the caller’s own entry: customer A cannot drop customer B’s, nor can a signed-out caller', async () => {
    const SHELTER = demo('shelter@vitalis.example');
    const a = new Browser(suite.server.dtc);
    await a.login(SHOPPER.email, SHOPPER.password);
    const b = new Browser(suite.server.dtc);
    await b.login(SHELTER.email, SHELTER.password);
    const keyA = (await a.call('/api/identity/account-info')).body.data.cacheKey;
    const cachedB = (await b.call('/api/identity/account-info')).body.data; // B's profile is cached now
    const keyB = cachedB.cacheKey as string;
    expect(keyB).toMatch(/^account:[0-9a-f-]{36}$/);
    expect(keyB).not.toBe(keyA);
    expect(cachedB.account.firstName).toBe(SHELTER.firstName);
    // the profile changes under the cache: only a dropped entry lets account-info see it
    const rename = (firstName: string) =>
      suite.database.db.execute(sql`update customers set first_name = ${firstName} where id = ${SHELTER.id}`);
    await rename('Samira');
    try {
      expect((await a.call('/api/delete-cache-item', { cacheKey: keyB })).body).toEqual({ data: false });
      expect((await new Browser(suite.server.dtc).call('/api/delete-cache-item', { cacheKey: keyB })).body).toEqual({ data: false });
      expect((await b.call('/api/identity/account-info')).body.data.account.firstName).toBe(SHELTER.firstName); // B's entry survived
      expect((await b.call('/api/delete-cache-item', { cacheKey: keyB })).body).toEqual({ data: true });
      expect((await b.call('/api/identity/account-info')).body.data.account.firstName).toBe('Samira'); // B's own drop worked
    } finally {
      await rename(SHELTER.firstName);
    }
  });
});
