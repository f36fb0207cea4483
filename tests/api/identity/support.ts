/** An app over a migrated database with clinics and demo accounts, and a small cookie-keeping client. */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { seedIdentity } from '../../../api/db/seed/seed-identity';
import { DEMO_ACCOUNTS } from '../../../api/db/seed/identity-data';
import { startTestServer, type TestServer } from '../../support/api-server';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from '../../support/databases';

export const INACTIVITY_SECONDS = 30;
export const demo = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
export const SHOPPER = demo('shopper@vitalis.example');
export const STAFF = demo('staff@vitalis.example');
export const NEW_STAFF = demo('newstaff@vitalis.example');

export interface IdentitySuite {
  database: TestDatabase;
  server: TestServer;
  dataDir: string;
}

export async function openIdentitySuite(kind: DatabaseKind): Promise<IdentitySuite> {
  const database = await openTestDatabase(kind);
  await seedIdentity(database, 'low');
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-identity-'));
  const server = await startTestServer(database, { DATA_DIR: dataDir, TOKEN_INACTIVITY_TIME: String(INACTIVITY_SECONDS) });
  return { database, server, dataDir };
}

export async function closeIdentitySuite(suite: Partial<IdentitySuite>): Promise<void> {
  await suite.server?.close();
  await suite.database?.close();
  if (suite.dataDir) await rm(suite.dataDir, { recursive: true, force: true });
}

export interface CallResult {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the server answered
  body: any;
  setCookies: string[];
}

/** A client that keeps the session cookie like a browser would (one origin). */
export class Browser {
  /** the session token (shop_session), null when signed out */
  cookie: string | null = null;
  /** the guest key (shop_guest) the shop gave this browser, kept like a browser keeps it */
  guestKey: string | null = null;
  constructor(readonly base: string) {}

  /** The Cookie header this browser sends. */
  cookieHeader(): Record<string, string> {
    const cookies = [this.cookie && `shop_session=${this.cookie}`, this.guestKey && `shop_guest=${this.guestKey}`].filter(Boolean);
    return cookies.length > 0 ? { cookie: cookies.join('; ') } : {};
  }

  async call(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<CallResult> {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.cookieHeader(), ...headers },
      body: JSON.stringify(body),
    });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) {
      const session = /^shop_session=([^;]*)/.exec(line);
      if (session) this.cookie = session[1] || null;
      const guest = /^shop_guest=([^;]*)/.exec(line);
      if (guest) this.guestKey = guest[1] || null;
    }
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined, setCookies };
  }

  login(email: string, password: string) {
    return this.call('/api/identity/login', { email, password });
  }
}

/** Mail files written so far, oldest first. */
export async function mails(dataDir: string): Promise<{ name: string; text: string }[]> {
  const dir = join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [])).sort();
  return Promise.all(names.map(async (name) => ({ name, text: decodeQuotedPrintable(await readFile(join(dir, name), 'utf8')) })));
}

/** Undoes quoted-printable soft breaks and escapes so links can be read from a mail file. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Mail files once there are more than `count` (account mails leave just after the answer, so a
 * test waits for them), up to 5 s.
 */
export async function mailsBeyond(dataDir: string, count: number): Promise<{ name: string; text: string }[]> {
  for (let waited = 0; ; waited += 25) {
    const found = await mails(dataDir);
    if (found.length > count || waited >= 5000) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the last link to `path` mailed to `email` (waiting up to 5 s for one to arrive). */
export async function lastMailedToken(dataDir: string, email: string, param: 'token' | 'verify'): Promise<string> {
  const pattern = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`);
  for (let waited = 0; waited <= 5000; waited += 25) {
    const mine = (await mails(dataDir)).filter((m) => m.text.includes(`To: ${email}`) && pattern.test(m.text));
    const match = pattern.exec(mine.at(-1)?.text ?? '');
    if (match) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no ${param} link mailed to ${email}`);
}

/** The session rows of a token, found the way the server finds them: by the SHA-256 of the token. */
export async function sessionRowsOf(suite: IdentitySuite, token: string) {
  const hash = createHash('sha256').update(token).digest('hex');
  const { rows } = await suite.database.db.execute<{ id: string; token_hash: string; ended_at: Date | null }>(
    sql`select id, token_hash, ended_at from sessions where token_hash = ${hash}`,
  );
  return rows;
}

/** Moves a session's clock: `idleSeconds` since last seen, and/or an absolute end in the past. */
export async function ageSession(suite: IdentitySuite, token: string, change: { idleSeconds?: number; expired?: boolean }) {
  const hash = createHash('sha256').update(token).digest('hex');
  if (change.idleSeconds !== undefined) {
    const lastSeen = new Date(Date.now() - change.idleSeconds * 1000);
    await suite.database.db.execute(
      sql`update sessions set last_seen_at = ${lastSeen.toISOString()}::timestamptz where token_hash = ${hash}`,
    );
  }
  if (change.expired) {
    await suite.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${hash}`);
  }
}
