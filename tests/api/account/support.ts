/** The account suites: a seeded app (catalogue, demo accounts and their history) and signed-in clients. */
import { DEMO_ACCOUNTS } from '../../../api/db/seed/identity-data';
import { startTestServer, type TestServer } from '../../support/api-server';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from '../../support/databases';
import { Browser } from '../identity/support';
import { type CartFixtures, cartFixtures } from '../cart/support';

export const ECOM = '/api/ecom/v1.0';
export const SHOPPER = DEMO_ACCOUNTS.find((a) => a.email === 'shopper@vitalis.example')!;
export const SHELTER = DEMO_ACCOUNTS.find((a) => a.email === 'shelter@vitalis.example')!;
/** The seeded shelter user's order (seed-account), which the shopper must never see. */
export const SHELTER_ORDER_ID = '00000000-0000-4000-8002-000000000005';
export const SHOPPER_ADDRESS_ID = '00000000-0000-4000-8001-000000000001';

export interface AccountSuite {
  database: TestDatabase;
  server: TestServer;
  f: CartFixtures;
}

export async function openAccountSuite(kind: DatabaseKind): Promise<AccountSuite> {
  const database = await openTestDatabase(kind, { seed: true });
  const server = await startTestServer(database, { ASSETS_DIR: database.assetsDir });
  return { database, server, f: await cartFixtures(database) };
}

export async function closeAccountSuite(suite: Partial<AccountSuite>) {
  await suite.server?.close();
  await suite.database?.close();
}

/** Signs `browser` in to a demo account (it keeps its guest key, as a browser does). */
export async function signIn<B extends Browser>(browser: B, account: { email: string; password: string }): Promise<B> {
  const res = await browser.login(account.email, account.password);
  if (res.status !== 200) throw new Error(`login ${res.status}: ${JSON.stringify(res.body)}`);
  return browser;
}

/** A signed-in DTC client of a demo account. */
export function signedIn(base: string, account: { email: string; password: string }): Promise<Browser> {
  return signIn(new Browser(base), account);
}

/** A browser with a guest cart of `lineItems` made in it (signed out). */
export async function guestWithCart(base: string, lineItems: unknown[], browser = new Browser(base)) {
  const made = await browser.call(`${ECOM}/create-cart`, { buyerIdentity: {}, lineItems });
  if (made.status !== 200) throw new Error(`create-cart ${made.status}: ${JSON.stringify(made.body)}`);
  return { browser, cart: made.body.data as { id: string } };
}
