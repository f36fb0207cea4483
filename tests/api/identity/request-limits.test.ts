import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIMITED_REQUESTS } from '../../../api/http/request-limits';
import { startTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase } from '../../support/databases';
import { Browser, closeIdentitySuite, type IdentitySuite, openIdentitySuite, SHOPPER } from './support';

const TWO_EACH = 'register=2/600,forgotPassword=2/600,verifyEmail=2/600,createCustomerToken=2/600,placeOrder=2/600,clientErrors=2/600';

/** A body each endpoint refuses as invalid (400): the limit counts a request whatever its body. */
const INVALID: Record<string, unknown> = { email: 'not-an-email', token: 'short' };

describeEachDatabase(
  'rate limits of single requests (register, forgot-password, verify-email, create-customer-token, place-order, client errors)',
  (kind) => {
    let suite: IdentitySuite;
    let limited: TestServer;
    beforeAll(async () => {
      suite = await openIdentitySuite(kind);
      limited = await startTestServer(suite.database, { DATA_DIR: suite.dataDir, RATE_LIMITS: TWO_EACH });
    });
    afterAll(async () => {
      await limited?.close();
      await closeIdentitySuite(suite);
    });

    it('each is counted per client: past its limit it answers 429 with Retry-After; the other storefront counts apart', async () => {
      const paths = LIMITED_REQUESTS.map((r) => r.path);
      expect(paths).toEqual([
        '/api/identity/register',
        '/api/identity/forgot-password',
        '/api/identity/verify-email',
        '/api/ecom/v1.0/create-customer-token',
        '/api/checkout/place-order',
        '/api/client-errors',
      ]);
      for (const path of paths) {
        const client = new Browser(limited.dtc);
        for (let i = 0; i < 2; i++) expect((await client.call(path, INVALID)).status, path).not.toBe(429);
        const refused = await client.call(path, INVALID);
        expect(refused.status, path).toBe(429);
        expect(refused.body.error.code).toBe('RATE_LIMITED');
        expect(refused.body.error.message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
        expect((await new Browser(limited.hpsf).call(path, INVALID)).status, `${path} on HPSF`).not.toBe(429);
      }
    });

    it('the path as the router matches it: another case or a trailing slash is the same request, and counted', async () => {
      const server = await startTestServer(suite.database, { DATA_DIR: suite.dataDir, RATE_LIMITS: 'register=2/600' });
      try {
        const client = new Browser(server.dtc);
        // the router answers these (400 on the invalid body, not 404), so the limit must count them
        expect((await client.call('/API/Identity/Register/', INVALID)).status).toBe(400);
        expect((await client.call('/api/identity/register/', INVALID)).status).toBe(400);
        expect((await client.call('/api/identity/register', INVALID)).status).toBe(429);
      } finally {
        await server.close();
      }
    });

    it('a signed-in client is also counted per account, whatever address it comes from', async () => {
      const server = await startTestServer(suite.database, {
        DATA_DIR: suite.dataDir,
        TRUST_PROXY: '1',
        RATE_LIMITS: 'createCustomerToken=2/600',
      });
      try {
        const client = new Browser(server.dtc);
        expect((await client.login(SHOPPER.email, SHOPPER.password)).status).toBe(200);
        const from = (address: string) => ({ 'x-forwarded-for': address });
        expect((await client.call('/api/ecom/v1.0/create-customer-token', INVALID, from('203.0.113.1'))).status).toBe(400);
        expect((await client.call('/api/ecom/v1.0/create-customer-token', INVALID, from('203.0.113.2'))).status).toBe(400);
        expect((await client.call('/api/ecom/v1.0/create-customer-token', INVALID, from('203.0.113.3'))).status).toBe(429);
        // a signed-out client from another address is not held back by that account
        expect((await new Browser(server.dtc).call('/api/ecom/v1.0/create-customer-token', INVALID, from('203.0.113.4'))).status).toBe(400);
      } finally {
        await server.close();
      }
    });

    it('without TRUST_PROXY the client address is the connection’s: X-Forwarded-For does not give a fresh count', async () => {
      const server = await startTestServer(suite.database, { DATA_DIR: suite.dataDir, RATE_LIMITS: 'verifyEmail=1/600' });
      try {
        const client = new Browser(server.dtc);
        const path = '/api/identity/verify-email';
        expect((await client.call(path, INVALID, { 'x-forwarded-for': '192.0.2.76' })).status).toBe(400);
        expect((await client.call(path, INVALID, { 'x-forwarded-for': '192.0.2.77' })).status).toBe(429);
      } finally {
        await server.close();
      }
    });

    it('with TRUST_PROXY=1 the client is the address the balancer appended to X-Forwarded-For, not one written before it', async () => {
      const server = await startTestServer(suite.database, { DATA_DIR: suite.dataDir, TRUST_PROXY: '1', RATE_LIMITS: 'register=2/600' });
      try {
        const client = new Browser(server.dtc);
        const via = (chain: string) => client.call('/api/identity/register', INVALID, { 'x-forwarded-for': chain });
        expect((await via('198.51.100.1')).status).toBe(400);
        expect((await via('198.51.100.1')).status).toBe(400);
        expect((await via('198.51.100.1')).status).toBe(429);
        // another client behind the balancer has its own count
        expect((await via('198.51.100.2')).status).toBe(400);
        // a client cannot escape by writing an address of its own in front of the balancer's
        expect((await via('10.9.9.9, 198.51.100.1')).status).toBe(429);
      } finally {
        await server.close();
      }
    });
  },
);
