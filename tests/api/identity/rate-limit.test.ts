import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCache, redisCache } from '../../../api/features/identity/expiring-cache';
import { startTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase } from '../../support/databases';
import { redisReachable, redisUrl } from '../../support/redis';
import { Browser, type CallResult, closeIdentitySuite, type IdentitySuite, openIdentitySuite, SHOPPER } from './support';

const SHELTER = { email: 'shelter@vitalis.example', password: 'Harbor-Shelter-2026' };

/** How many of the answers have each status. */
function statuses(results: CallResult[]): Record<number, number> {
  const count: Record<number, number> = {};
  for (const r of results) count[r.status] = (count[r.status] ?? 0) + 1;
  return count;
}

async function refusedSignIns(suite: IdentitySuite, email: string): Promise<number> {
  const { rows } = await suite.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from login_failures where email = ${email} and reason = 'password'`,
  );
  return rows[0].n;
}

describeEachDatabase('identity API: sign-in rate limits', (kind) => {
  let suite: IdentitySuite;
  let tight: TestServer;
  beforeAll(async () => {
    suite = await openIdentitySuite(kind);
    // an account limit small enough to reach before the back-off starts
    tight = await startTestServer(suite.database, { DATA_DIR: suite.dataDir, RATE_LIMITS: 'signInAccount=3/3600' });
  });
  afterAll(async () => {
    await tight?.close();
    await closeIdentitySuite(suite);
  });

  it(
    'after 5 failures an account must wait its back-off, ' + 'even with the right password (429 + Retry-After); failures are logged',
    async () => {
      const browser = new Browser(suite.server.dtc);
      for (let i = 0; i < 5; i++) expect((await browser.login(SHELTER.email, `wrong-${i}-password`)).status).toBe(401);
      const throttled = await browser.login(SHELTER.email, SHELTER.password);
      expect(throttled.status).toBe(429);
      expect(throttled.body.error).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many failed sign-in attempts. Try again in 1 seconds.',
      });
      expect(throttled.headers.get('retry-after')).toBe('1');
      // another account from the same address is not held back by this one's failures
      expect((await browser.login(SHOPPER.email, SHOPPER.password)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await browser.login(SHELTER.email, SHELTER.password)).status).toBe(200);
      expect(await refusedSignIns(suite, SHELTER.email)).toBe(5);
    },
  );

  it('parallel wrong sign-ins: each attempt is counted before its password is checked, so only the free ones are checked', async () => {
    const email = 'parallel-backoff@vitalis.example';
    await new Browser(suite.server.dtc).call('/api/identity/register', {
      email,
      password: 'Parallel-Otter-2044',
      firstName: 'Pa',
      lastName: 'Ra',
    });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => new Browser(suite.server.dtc).login(email, `wrong-${i}-password`)),
    );
    // four free attempts, then one attempt holds the back-off gate; the rest wait
    expect(statuses(results)).toEqual({ 401: 5, 429: 7 });
    expect(await refusedSignIns(suite, email)).toBe(5);
    expect(results.find((r) => r.status === 429)?.body.error.message).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/,
    );
  });

  it('N parallel wrong sign-ins against an account limit of 3: exactly 3 are checked, the rest refused', async () => {
    const email = 'parallel-limit@vitalis.example';
    await new Browser(tight.dtc).call('/api/identity/register', {
      email,
      password: 'Parallel-Heron-2044',
      firstName: 'Pa',
      lastName: 'Ra',
    });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => new Browser(tight.dtc).login(email, `wrong-${i}-password`)));
    expect(statuses(results)).toEqual({ 401: 3, 429: 7 });
    expect(await refusedSignIns(suite, email)).toBe(3);
    const refused = results.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500); // until the hour's window ends
    // the right password now is refused too: the account's attempts are used up
    expect((await new Browser(tight.dtc).login(email, 'Parallel-Heron-2044')).status).toBe(429);
  });

  it('an address with too many attempts in the window is refused whatever the account, even with the right password', async () => {
    // on a server of its own: the memory counts are per process
    const server = await startTestServer(suite.database, { DATA_DIR: suite.dataDir, RATE_LIMITS: 'signInAddress=4/3600' });
    try {
      const results = await Promise.all(
        Array.from({ length: 9 }, (_, i) => new Browser(server.dtc).login(`nobody-${i}@vitalis.example`, 'wrong-password-1')),
      );
      expect(statuses(results)).toEqual({ 401: 4, 429: 5 });
      const refused = await new Browser(server.dtc).login(SHOPPER.email, SHOPPER.password);
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toMatch(/^Too many failed sign-in attempts/);
    } finally {
      await server.close();
    }
  });

  it('successful sign-ins do not use up the address: only failures stay counted', async () => {
    const server = await startTestServer(suite.database, { DATA_DIR: suite.dataDir, RATE_LIMITS: 'signInAddress=3/3600' });
    try {
      for (let i = 0; i < 6; i++) expect((await new Browser(server.dtc).login(SHOPPER.email, SHOPPER.password)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('account cache', () => {
  it('memory cache: values expire after their ttl; delete says whether there was one', async () => {
    let now = 0;
    const cache = memoryCache(() => now);
    await cache.set('a', '1', 2);
    expect(await cache.get('a')).toBe('1');
    now = 2001;
    expect(await cache.get('a')).toBeNull();
    await cache.set('b', '2', 10);
    expect(await cache.delete('b')).toBe(true);
    expect(await cache.delete('b')).toBe(false);
  });
});

const redisAvailable = await redisReachable();
if (!redisAvailable) console.log(`Redis not reachable at ${redisUrl} — Redis rate-limit suite not run`);

describe.skipIf(!redisAvailable)('sign-in limits and cache [redis]', () => {
  let redis: Redis;
  const prefix = `shop-test:${process.pid}:${Date.now()}:`;
  // each run signs in from addresses of its own (through a trusted proxy), so runs sharing this Redis
  // never use up each other's address limit
  const runAddress = (n: number) => `198.51.${100 + (process.pid % 100)}.${(Date.now() + n) % 250}`;
  beforeAll(() => {
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('redis cache: set, get, expire, delete', async () => {
    const cache = redisCache(redis, prefix);
    await cache.set('k', 'v', 1);
    expect(await cache.get('k')).toBe('v');
    expect(await redis.pttl(`${prefix}k`)).toBeGreaterThan(0);
    expect(await cache.delete('k')).toBe(true);
    expect(await cache.get('k')).toBeNull();
  });

  it('with REDIS_URL two app processes share the counts: parallel wrong sign-ins spread over both, against a limit of 3', async () => {
    const suite = await openIdentitySuite('pglite');
    const env = { DATA_DIR: suite.dataDir, REDIS_URL: redisUrl, TRUST_PROXY: '1', RATE_LIMITS: 'signInAccount=3/3600' };
    const first = await startTestServer(suite.database, env);
    const second = await startTestServer(suite.database, env);
    const from = (address: string) => ({ 'x-forwarded-for': address });
    try {
      const email = `redis-${process.pid}-${Date.now()}@example.com`;
      const password = 'Redis-Otter-2044';
      await new Browser(first.dtc).call('/api/identity/register', { email, password, firstName: 'Re', lastName: 'Dis' });
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          new Browser(i % 2 ? first.dtc : second.dtc).call(
            '/api/identity/login',
            { email, password: `wrong-${i}-password` },
            from(runAddress(i)),
          ),
        ),
      );
      expect(statuses(results)).toEqual({ 401: 3, 429: 7 });
      // the count is in Redis (refused attempts past the limit raise it; only the window's end clears it)
      expect(Number(await redis.get(`shop:rate:sign-in-account:DTC:${email}`))).toBeGreaterThanOrEqual(3);
      const after = await new Browser(first.dtc).call('/api/identity/login', { email, password }, from(runAddress(20)));
      expect(after.status).toBe(429);
      await redis.del(`shop:rate:sign-in-account:DTC:${email}`);
    } finally {
      await first.close();
      await second.close();
      await closeIdentitySuite(suite);
    }
  });
});
