/**
 * Two shop processes on one PostgreSQL and Redis, each holding the catalogue for an hour: word that
 * the catalogue changed (a re-seed, said on Redis) makes both serve the new data at once.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesChannel } from '../../../api/change-feed';
import { products } from '../../../api/db/schema';
import { CATALOGUE_PATHS } from '../../../core/contract/paths';
import { type TestServer, postJson, startTestServer } from '../../support/api-server';
import { isDatabaseKindAvailable, openTestDatabase, type TestDatabase } from '../../support/databases';
import { redisReachable, redisUrl } from '../../support/redis';

const ready = isDatabaseKindAvailable('postgres') && (await redisReachable());
if (!ready) console.log('PostgreSQL or Redis not reachable — the cross-process catalogue invalidation test was not run');

describe.skipIf(!ready)('catalogue copies across processes [postgres + redis]', () => {
  let database: TestDatabase;
  let servers: TestServer[];
  const namespace = `shop-test-${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    database = await openTestDatabase('postgres', { seed: true });
    // a namespace of this suite's own: another run's servers on this Redis hear none of its changes
    const env = { REDIS_URL: redisUrl, REDIS_NAMESPACE: namespace, CATALOGUE_CACHE_TTL_MS: '3600000' };
    servers = [await startTestServer(database, env), await startTestServer(database, env)];
  }, 120_000);
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.close()));
    await database?.close();
  });

  const titleOn = async (server: TestServer, handle: string): Promise<string> => {
    const res = await postJson(`${server.dtc}${CATALOGUE_PATHS.getProductsByHandles}`, { handles: [handle] });
    expect(res.status).toBe(200);
    return res.body.data[0].title;
  };

  it('a catalogue change announced on Redis is served by every process at once, not after the cache time', async () => {
    const [product] = await database.db
      .select({ handle: products.handle, title: products.title })
      .from(products)
      .where(eq(products.status, 'published'))
      .limit(1);
    for (const server of servers) expect(await titleOn(server, product.handle)).toBe(product.title);

    const renamed = `${product.title} (new recipe)`;
    await database.db.update(products).set({ title: renamed }).where(eq(products.handle, product.handle));
    // each process still serves its copy: the change is not announced yet
    for (const server of servers) expect(await titleOn(server, product.handle)).toBe(product.title);

    const publisher = new Redis(redisUrl);
    try {
      await publisher.publish(changesChannel(namespace), 'catalogue');
    } finally {
      publisher.disconnect();
    }
    const deadline = Date.now() + 5000;
    let titles: string[] = [];
    do {
      titles = await Promise.all(servers.map((server) => titleOn(server, product.handle)));
      if (titles.every((title) => title === renamed)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } while (Date.now() < deadline);
    expect(titles).toEqual([renamed, renamed]);
  });
});
