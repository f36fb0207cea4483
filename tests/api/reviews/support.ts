/** The review suites: a seeded app (catalogue, reviews, demo accounts and their orders) and GET reads with a browser's cookies. */
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../../api/db/seed/identity-data';
import { startTestServer, type TestServer } from '../../support/api-server';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from '../../support/databases';
import { Browser, type CallResult } from '../identity/support';

export const SHOPPER = DEMO_ACCOUNTS.find((a) => a.email === 'shopper@vitalis.example')!;
export const SHELTER = DEMO_ACCOUNTS.find((a) => a.email === 'shelter@vitalis.example')!;

export interface ReviewSuite {
  database: TestDatabase;
  server: TestServer;
}

export async function openReviewSuite(kind: DatabaseKind, env: Record<string, string> = {}): Promise<ReviewSuite> {
  const database = await openTestDatabase(kind, { seed: true });
  const server = await startTestServer(database, { ASSETS_DIR: database.assetsDir, ...env });
  return { database, server };
}

export async function closeReviewSuite(suite: Partial<ReviewSuite>) {
  await suite.server?.close();
  await suite.database?.close();
}

/** A GET of `path` with the browser's cookies (or none). */
export async function get(base: string, path: string, browser?: Browser): Promise<CallResult> {
  const res = await fetch(`${base}${path}`, { headers: { accept: 'application/json', ...browser?.cookieHeader() } });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined, setCookies: [] };
}

/** A browser signed in to a demo account. */
export async function signedIn(base: string, account: { email: string; password: string }): Promise<Browser> {
  const browser = new Browser(base);
  const res = await browser.login(account.email, account.password);
  if (res.status !== 200) throw new Error(`login ${res.status}: ${JSON.stringify(res.body)}`);
  return browser;
}

/** The products a customer (by email) has order lines of, on DTC. */
export async function boughtProducts(suite: ReviewSuite, email: string): Promise<string[]> {
  const { rows } = await suite.database.db.execute<{ product_id: string }>(sql`
    select distinct v.product_id from order_lines l
    join orders o on o.id = l.order_id join customers c on c.id = o.customer_id
    join variants v on v.id = l.variant_id
    where c.email = ${email} and o.site = 'DTC' order by v.product_id`);
  return rows.map((row) => row.product_id);
}

/** A published DTC product with seeded reviews that `email` never bought. */
export async function productNotBoughtBy(suite: ReviewSuite, email: string): Promise<string> {
  const bought = await boughtProducts(suite, email);
  const { rows } = await suite.database.db.execute<{ product_id: string }>(
    sql`select product_id from reviews group by product_id having count(*) >= 6 order by product_id`,
  );
  return rows.map((row) => row.product_id).find((id) => !bought.includes(id))!;
}

export const REVIEW = {
  rating: 4,
  title: 'Our beagle loves it',
  text: 'Switched over a week and the bowl is licked clean every evening, no tummy trouble at all.',
  nickname: 'BeagleDad',
};
