import { vi } from 'vitest';
import { contactFormEntries } from '../../../api/db/seed/contact-data';
import type { ContactForm } from '../../../core/contact/form';
import type { Announcement, Footer, Header, Navigation } from '../../../core/entities/content';

/** What the fake content service knows; anything left out answers 404 like a missing entry. */
export interface ContentFixture {
  globals?: Record<string, unknown>;
  header?: Header;
  footer?: Footer;
  navigation?: Navigation;
  announcements?: Announcement[];
  passwordProtect?: { title: string; message: string };
  /** the contact form (get-contact); contactFormFixture() gives a storefront's seeded one */
  contact?: ContactForm;
}

/** The seeded contact form of `site` (api/db/seed/contact-data.ts). */
export function contactFormFixture(site: 'DTC' | 'HPSF' = 'DTC'): ContactForm {
  return contactFormEntries().find((entry) => entry.site === site)?.value as ContactForm;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const missing = () => json(404, { error: { code: 'not_found', message: 'No such content' } });
const data = (value: unknown) => (value === undefined ? missing() : json(200, { data: value }));

function pick(globals: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field in globals).map((field) => [field, globals[field]]));
}

/** Replaces fetch with a content service serving `fixture`; returns the mock to inspect calls. */
export function mockContentApi(fixture: ContentFixture = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    switch (pathname) {
      case '/api/cms/v1.0/get-globals':
        return data(pick(fixture.globals ?? {}, body.fields));
      case '/api/cms/v2.0/get-header':
        return data(fixture.header);
      case '/api/cms/v1.0/get-footer':
        return data(fixture.footer);
      case '/api/cms/v1.0/get-navigation':
        return data(fixture.navigation?.handle === body.handle ? fixture.navigation : undefined);
      case '/api/cms/v1.0/get-announcements':
        return data(fixture.announcements);
      case '/api/cms/v1.0/get-password-protect':
        return data(fixture.passwordProtect);
      case '/api/cms/v1.0/get-contact':
        return data(fixture.contact);
      default:
        return missing();
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Replaces fetch with one that never reaches a server, as when the shopper is offline. */
export function mockNetworkDown() {
  const fetchMock = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
