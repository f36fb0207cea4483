/** A server over a migrated database with the content entries and the demo accounts, and the contact form's mail files. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildContentEntries } from '../../../api/db/seed/content-data';
import { seedIdentity } from '../../../api/db/seed/seed-identity';
import { upsertContent } from '../../../api/db/seed/write-catalogue';
import { startTestServer, type TestServer } from '../../support/api-server';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from '../../support/databases';
import { mails } from '../identity/support';

export const SEND_PATH = '/api/send-contact-us';
export const GET_PATH = '/api/cms/v1.0/get-contact';

export interface ContactSuite {
  database: TestDatabase;
  server: TestServer;
  dataDir: string;
}

/** A database with content and accounts, and a server whose mails are files under its own data dir. */
export async function openContactSuite(kind: DatabaseKind, env: Record<string, string> = {}): Promise<ContactSuite> {
  const database = await openTestDatabase(kind);
  await database.db.transaction((tx) => upsertContent(tx, buildContentEntries(), () => {}));
  await seedIdentity(database, 'low');
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-contact-'));
  const server = await startTestServer(database, { DATA_DIR: dataDir, ...env });
  return { database, server, dataDir };
}

export async function closeContactSuite(suite: Partial<ContactSuite>): Promise<void> {
  await suite.server?.close();
  await suite.database?.close();
  // a mail job the stop's timeout left running may still write into the folder: retry on ENOTEMPTY
  if (suite.dataDir) await rm(suite.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

/** A valid DTC message whose text carries `marker`, so a test finds its own rows and mails. */
export function dtcMessage(marker: string, change: Record<string, string> = {}) {
  return {
    name: 'Robin Fields',
    email: `robin+${marker}@example.com`,
    topic: 'autoship',
    message: `Could I move my next Autoship delivery of Vitalis Adult Chicken by a week? (${marker})`,
    ...change,
  };
}

/** Stored messages whose text carries `marker`. */
export async function storedMessages(suite: ContactSuite, marker: string) {
  const { rows } = await suite.database.db.execute<{
    id: string;
    site: string;
    customer_id: string | null;
    email: string;
    topic_id: string;
    topic_label: string;
    message: string;
    support_mailed_at: Date | null;
    receipt_mailed_at: Date | null;
  }>(sql`select * from contact_messages where message like ${`%${marker}%`} order by created_at`);
  return rows;
}

/** Mail files that carry `marker`, once `count` of them are there (mails go just after the answer). */
export async function mailsWith(dataDir: string, marker: string, count: number, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mails(dataDir)).filter((mail) => mail.text.includes(marker));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A marker no other test uses. */
export const marker = (label: string) => `${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
