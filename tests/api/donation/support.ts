/** A server over a migrated database with the donation seed only, and a client of /api/donation. */
import { afterAll, beforeAll } from 'vitest';
import { buildCatalogue } from '../../../api/db/seed/build-catalogue';
import { seedDonation } from '../../../api/db/seed/seed-donation';
import { SHOP_DONATION_STORE_ID } from '../../../core/donation';
import { startTestServer, type TestServer, withTestGuest } from '../../support/api-server';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from '../../support/databases';

export interface DonationSuite {
  database: TestDatabase;
  server: TestServer;
}

export async function openDonationSuite(kind: DatabaseKind): Promise<DonationSuite> {
  const database = await openTestDatabase(kind);
  await seedDonation(database);
  const server = await startTestServer(database);
  return { database, server };
}

/** Opens the suite before a describe block's tests and closes it after; read `base` and `suite` inside the tests. */
export function useDonationSuite(kind: DatabaseKind): { suite: DonationSuite; base: string } {
  const opened = {} as { suite: DonationSuite; base: string };
  beforeAll(async () => {
    opened.suite = await openDonationSuite(kind);
    opened.base = opened.suite.server.dtc;
  });
  afterAll(() => closeDonationSuite(opened.suite ?? {}));
  return opened;
}

export async function closeDonationSuite(suite: Partial<DonationSuite>): Promise<void> {
  await suite.server?.close();
  await suite.database?.close();
}

/** The store header as the widget sends it: braces and dashes are allowed (§5). */
export const STORE_HEADER = { 'x-store-id': `{${SHOP_DONATION_STORE_ID.replace(/^(.{8})(.{4})/, '$1-$2-')}}` };

const { built } = buildCatalogue();
const ofLine = (key: string) => {
  const found = built.find((b) => b.line.key === key);
  if (!found) throw new Error(`no ${key} product`);
  return found;
};
/** A main-line product (2 %), a treats product (flat $0.25), and the first product's first variant (flat $1). */
export const MAIN_PRODUCT = ofLine('main').product.id;
export const TREATS_PRODUCT = ofLine('treats').product.id;
export const FIRST_VARIANT = built[0].variants[0].id;

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely
  body: any;
}

/** Calls the API: `query` becomes the query string (non-strings as JSON), `body` is sent as JSON. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const query = params.toString();
  const headers = withTestGuest({
    ...(options.headers ?? STORE_HEADER),
    ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
  });
  const res = await fetch(`${base}${path}${query ? `?${query}` : ''}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}
