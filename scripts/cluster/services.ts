/** What a cluster needs before its processes start: its PostgreSQL database and a Redis that answers. */
import { Redis } from 'ioredis';
import pg from 'pg';

const CONNECT_TIMEOUT_MS = 3000;
/** PostgreSQL's "database does not exist" */
const INVALID_CATALOG_NAME = '3D000';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Makes sure the database DATABASE_URL names exists: when the server answers that it does not,
 * creates it through the server's `postgres` database (the account needs CREATEDB; a managed
 * database is usually made beforehand). Answers whether it was created.
 */
export async function ensureDatabase(databaseUrl: string): Promise<'exists' | 'created'> {
  try {
    await withClient(databaseUrl, (client) => client.query('select 1'));
    return 'exists';
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_CATALOG_NAME) throw error;
  }
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  await withClient(url.toString(), (client) => client.query(`CREATE DATABASE ${quoteIdentifier(name)}`)).catch((error) => {
    // two starts racing: the other one made it
    if ((error as { code?: string }).code !== '42P04') throw error;
  });
  return 'created';
}

/** Whether PostgreSQL answers at `url` (any database). */
export async function postgresAnswers(url: string): Promise<boolean> {
  return withClient(url, (client) => client.query('select 1')).then(
    () => true,
    () => false,
  );
}

/** Whether Redis answers PING at `url`. */
export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
