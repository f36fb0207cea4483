import { Redis } from 'ioredis';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../api/config';
import { appDeps } from '../../../api/app';
import { createContainer } from '../../../api/container';
import { plainTransact } from '../../../api/db/transact';
import type { RequestScope } from '../../../api/request-scope';
import {
  type FailureCounter,
  memoryCache,
  memoryFailureCounter,
  redisCache,
  redisFailureCounter,
} from '../../../api/features/identity/counters';
import { FAILURE_WINDOW_MS, MAX_ADDRESS_FAILURES_PER_HOUR } from '../../../core/identity';
import { describeEachDatabase } from '../../support/databases';
import { Browser, closeIdentitySuite, type IdentitySuite, openIdentitySuite, SHOPPER } from './support';

describeEachDatabase('identity API: sign-in rate limits', (kind) => {
  let suite: IdentitySuite;
  beforeAll(async () => {
    suite = await openIdentitySuite(kind);
  });
  afterAll(() => closeIdentitySuite(suite));

  it(
    'after 5 failures an account must wait its back-off, ' + 'even with the right password (429 + Retry-After); failures are logged',
    async () => {
      const browser = new Browser(suite.server.dtc);
      for (let i = 0; i < 5; i++) expect((await browser.login('shelter@vitalis.example', `wrong-${i}-password`)).status).toBe(401);
      const throttled = await browser.login('shelter@vitalis.example', 'Harbor-Shelter-2026');
      expect(throttled.status).toBe(429);
      expect(throttled.body.error).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many failed sign-in attempts. Try again in 1 seconds.',
      });
      expect(throttled.headers.get('retry-after')).toBe('1');
      // another account from the same address is not held back by this one's failures
      expect((await browser.login(SHOPPER.email, SHOPPER.password)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await browser.login('shelter@vitalis.example', 'Harbor-Shelter-2026')).status).toBe(200);
      const { rows } = await suite.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from login_failures where email = 'shelter@vitalis.example' and reason = 'password'`,
      );
      expect(rows[0].n).toBe(5);
    },
  );

  it('an address with too many failures in the hour is refused whatever the account', async () => {
    const failures = memoryFailureCounter();
    const config = loadConfig({ NODE_ENV: 'test', DTC_PORT: '0', HPSF_PORT: '0', DATA_DIR: suite.dataDir });
    const log = pino({ level: 'silent' });
    const { auth } = createContainer(appDeps(config, suite.database, log), { failures });
    const scope: RequestScope = { site: 'DTC', customerId: null, guestKey: null, log, transact: plainTransact(suite.database.db) };
    for (let i = 0; i < MAX_ADDRESS_FAILURES_PER_HOUR; i++) await failures.record('login:address:203.0.113.9', FAILURE_WINDOW_MS);
    await expect(auth.login(scope, { email: SHOPPER.email, password: SHOPPER.password }, '203.0.113.9')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await expect(auth.login(scope, { email: SHOPPER.email, password: SHOPPER.password }, '203.0.113.10')).resolves.toBeTruthy();
  });
});

/** The same expectations for every counter implementation. */
function counterContract(name: string, make: () => { counter: FailureCounter; advance: (ms: number) => void }) {
  it(`${name}: counts failures in a sliding window and clears them`, async () => {
    const { counter, advance } = make();
    const key = `test:${Math.random()}`;
    expect(await counter.count(key, 1000)).toEqual({ count: 0, firstAt: null, lastAt: null });
    const first = await counter.record(key, 1000);
    advance(600);
    const second = await counter.record(key, 1000);
    expect(second.count).toBe(2);
    expect(second.firstAt).toBe(first.lastAt);
    advance(500); // the first failure is now older than the window
    expect(await counter.count(key, 1000)).toMatchObject({ count: 1, firstAt: second.lastAt, lastAt: second.lastAt });
    await counter.clear(key);
    expect((await counter.count(key, 1000)).count).toBe(0);
  });
}

describe('failure counters and cache', () => {
  let clock = 1_800_000_000_000;
  counterContract('memory', () => ({ counter: memoryFailureCounter(() => clock), advance: (ms) => (clock += ms) }));

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

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
async function reachable(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const redisAvailable = await reachable();
if (!redisAvailable) console.log(`Redis not reachable at ${redisUrl} — Redis rate-limit suite not run`);

describe.skipIf(!redisAvailable)('failure counters and cache [redis]', () => {
  let redis: Redis;
  let clock = 1_800_000_000_000;
  const prefix = `shop-test:${process.pid}:${Date.now()}:`;
  beforeAll(() => {
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });
  counterContract('redis', () => ({ counter: redisFailureCounter(redis, prefix, () => clock), advance: (ms) => (clock += ms) }));

  it('redis cache: set, get, expire, delete', async () => {
    const cache = redisCache(redis, prefix);
    await cache.set('k', 'v', 1);
    expect(await cache.get('k')).toBe('v');
    expect(await redis.pttl(`${prefix}k`)).toBeGreaterThan(0);
    expect(await cache.delete('k')).toBe(true);
    expect(await cache.get('k')).toBeNull();
  });

  it('with REDIS_URL the app keeps sign-in failures in Redis, shared by its processes', async () => {
    const suite = await openIdentitySuite('pglite');
    const { startTestServer } = await import('../../support/api-server');
    const second = await startTestServer(suite.database, { DATA_DIR: suite.dataDir, REDIS_URL: redisUrl });
    const first = await startTestServer(suite.database, { DATA_DIR: suite.dataDir, REDIS_URL: redisUrl });
    try {
      const email = `redis-${Date.now()}@example.com`;
      await new Browser(first.dtc).call('/api/identity/register', {
        email,
        password: 'Redis-Otter-2044',
        firstName: 'Re',
        lastName: 'Dis',
      });
      // failures spread over two app instances count together
      for (let i = 0; i < 5; i++) await new Browser(i % 2 ? first.dtc : second.dtc).login(email, `wrong-${i}-password`);
      expect((await new Browser(first.dtc).login(email, 'Redis-Otter-2044')).status).toBe(429);
      expect(await redis.zcard(`shop:fail:login:account:DTC:${email}`)).toBe(5);
    } finally {
      await first.close();
      await second.close();
      await closeIdentitySuite(suite);
    }
  });

  it('two processes share the counters: what one records the other sees', async () => {
    const other = new Redis(redisUrl);
    try {
      const a = redisFailureCounter(redis, prefix, () => clock);
      const b = redisFailureCounter(other, prefix, () => clock);
      await a.record('shared', 60_000);
      await b.record('shared', 60_000);
      expect((await a.count('shared', 60_000)).count).toBe(2);
    } finally {
      other.disconnect();
    }
  });
});
