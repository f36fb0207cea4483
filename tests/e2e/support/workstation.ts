/**
 * Helpers of the shared-workstation end-to-end tests: what one browser profile still holds of a
 * user after sign-out (IndexedDB records with their write times, the outbox, cookies) and whether
 * the shop still honours a session token.
 */
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { type Site, siteUrl } from './shop';

export interface StoredRecordInfo {
  key: string;
  savedAt: number;
  text: string;
}

/** Every record of the shop's IndexedDB ('shop' → 'records') with its write time; [] when there is no database. */
export function storedRecords(page: Page): Promise<StoredRecordInfo[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('shop')) return [];
    return new Promise<StoredRecordInfo[]>((done, fail) => {
      const open = indexedDB.open('shop');
      open.onerror = () => fail(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('records')) {
          db.close();
          done([]);
          return;
        }
        const all = db.transaction('records').objectStore('records').getAll();
        all.onsuccess = () => {
          const rows = all.result as { key: string; savedAt: number; value: unknown }[];
          db.close();
          done(rows.map((row) => ({ key: row.key, savedAt: row.savedAt, text: JSON.stringify(row.value) })));
        };
        all.onerror = () => fail(all.error);
      };
    });
  });
}

/**
 * Where the device still holds any of `needles` (an email, a sku the user searched for): IndexedDB
 * records other than the shop's own catalogue snapshot, localStorage and the cookies scripts see.
 * Answers 'place: needle' for each find, [] when there is none.
 */
export async function tracesOf(page: Page, needles: string[]): Promise<string[]> {
  const records = (await storedRecords(page)).filter((record) => !record.key.startsWith('catalogue-snapshot'));
  const rest = await page.evaluate(() => ({ localStorage: JSON.stringify({ ...localStorage }), cookies: document.cookie }));
  const places: [string, string][] = [...records.map((r): [string, string] => [r.key, r.text]), ...Object.entries(rest)];
  return places.flatMap(([place, text]) => needles.filter((needle) => text.includes(needle)).map((needle) => `${place}: ${needle}`));
}

/** Names of the cookies the context holds for a storefront (HttpOnly ones included). */
export async function cookieNames(context: BrowserContext, site: Site): Promise<string[]> {
  return (await context.cookies(siteUrl(site, '/'))).filter((c) => c.value !== '').map((c) => c.name);
}

/** The session token the context holds for a storefront (the HttpOnly shop_session cookie), or null. */
export async function sessionToken(context: BrowserContext, site: Site): Promise<string | null> {
  return (await context.cookies(siteUrl(site, '/'))).find((c) => c.name === 'shop_session' && c.value !== '')?.value ?? null;
}

/** Whether the shop still signs someone in with `token` (account-info answered 200). */
export async function sessionAlive(request: APIRequestContext, site: Site, token: string): Promise<boolean> {
  const response = await request.post(siteUrl(site, '/api/identity/account-info'), {
    data: {},
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status() !== 200 && response.status() !== 401) expect(response.status(), await response.text()).toBe(401);
  return response.status() === 200;
}
