/** Helpers of the account end-to-end tests: seeded ids and account page steps. */
import { expect as baseExpect, type Page } from '@playwright/test';
import { type Site, siteUrl } from './shop';

const expect = baseExpect.configure({ timeout: 15_000 });

/** The shelter user's seeded order (api/db/seed/seed-account.ts): never the shopper's to see. */
export const OTHER_CUSTOMERS_ORDER_ID = '00000000-0000-4000-8002-000000000005';
/** Newest seeded order of the demo shopper. */
export const SHOPPER_LAST_ORDER = { id: '00000000-0000-4000-8002-000000000004', number: 'VN-900004' };

/** Every account page with its heading on each storefront. */
export const ACCOUNT_PAGES: { name: string; path: string; heading: Record<Site, string> }[] = [
  { name: 'dashboard', path: '/account/dashboard', heading: { DTC: 'My Account', HPSF: 'My Account' } },
  { name: 'profile', path: '/account/profile', heading: { DTC: 'My Profile', HPSF: 'My Profile' } },
  { name: 'orders', path: '/account/orders', heading: { DTC: 'My Orders', HPSF: 'My Orders' } },
  { name: 'autoships', path: '/account/autoships', heading: { DTC: 'My Subscriptions', HPSF: 'My Autoships' } },
  { name: 'address-book', path: '/account/address-book', heading: { DTC: 'Address Book', HPSF: 'Address Book' } },
];

/** Opens an account page and waits for its heading. */
export async function openAccountPage(page: Page, site: Site, path: string, heading: string): Promise<void> {
  await page.goto(siteUrl(site, path));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Goes to another account page through the account navigation. */
export async function followAccountNav(page: Page, linkName: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Account pages' }).getByRole('link', { name: linkName }).click();
}

/** Presses Save profile on My Profile. */
export async function saveProfile(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save profile' }).click();
}

/** The saved addresses of the address book. */
export const savedAddresses = (page: Page) => page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');

/** The saved addresses marked Default (the address book allows one). */
export const defaultAddresses = (page: Page) => savedAddresses(page).filter({ has: page.getByText('Default', { exact: true }) });

/** The saved address labelled '{street}, {city}'. */
export const savedAddress = (page: Page, name: string) => page.getByRole('listitem', { name });

/** The order rows of My Orders. */
export const orderRows = (page: Page) => page.getByRole('list', { name: 'Orders' }).getByRole('listitem');

/** Searches My Orders ('' shows every order again). */
export async function searchOrders(page: Page, term: string): Promise<void> {
  await page.getByLabel('Search orders').fill(term);
  await page.getByRole('button', { name: 'Find orders' }).click();
}

/** The autoships of My Subscriptions / My Autoships still running. */
export const activeAutoships = (page: Page) => page.getByRole('list', { name: 'Active autoships' }).getByRole('listitem');

/** The form of the address book with this name ('New address', 'Edit address'). */
export const addressForm = (page: Page, name: string) => page.getByRole('form', { name });

/** Fills an address form field by field. */
export async function fillAddress(page: Page, formName: string, address: Record<string, string>): Promise<void> {
  const form = addressForm(page, formName);
  const labels: Record<string, string> = {
    firstName: 'First name',
    lastName: 'Last name',
    address1: 'Street address',
    city: 'City',
    zip: 'Zip code',
    phone: 'Phone (optional)',
  };
  for (const [field, value] of Object.entries(address)) {
    if (field === 'provinceCode') await form.getByLabel('State').selectOption(value);
    else await form.getByLabel(labels[field], { exact: true }).fill(value);
  }
}

/** Text of everything the persisted TanStack Query cache holds in IndexedDB ('' when nothing). */
export function storedQueryCacheText(page: Page): Promise<string> {
  return storedRecord(page, 'query-cache').then((value) => (value === null ? '' : JSON.stringify(value)));
}

/** The value of one record of the shop's IndexedDB (web/lib/local-db), null when absent. */
export function storedRecord(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (recordKey) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('shop');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('records').objectStore('records').get(recordKey);
          read.onsuccess = () => {
            resolve((read.result as { value?: unknown } | undefined)?.value ?? null);
            db.close();
          };
          read.onerror = () => reject(read.error);
        };
      }),
    key,
  );
}
