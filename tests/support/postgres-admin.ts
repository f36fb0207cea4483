/**
 * The PostgreSQL server the suites make their own databases on, when one answers: DATABASE_URL,
 * else the local one. Apart from databases.ts so that the global setup (outside any test file)
 * can use it too.
 */
import pg from 'pg';

const CONNECT_TIMEOUT_MS = 1500;
const FALLBACK_POSTGRES_URLS = ['postgres://root@127.0.0.1:5432/test', 'postgres://postgres@127.0.0.1:5432/test'];

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The admin URL of a PostgreSQL server that answers, or null. */
export async function findPostgres(): Promise<string | null> {
  const candidates = process.env.DATABASE_URL ? [process.env.DATABASE_URL] : FALLBACK_POSTGRES_URLS;
  for (const url of candidates) {
    if (await answers(url)) return url;
  }
  return null;
}

/** Runs `work` with a client on the admin URL's database. */
export async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the admin URL's server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
