import type { SiteCode } from '../../../core/constants';
import {
  type Announcement,
  announcementSchema,
  type Footer,
  footerSchema,
  type Header,
  headerSchema,
  type Navigation,
  navigationSchema,
  passwordProtectSchema,
} from '../../../core/entities/content';
import { type ContactForm, contactFormSchema } from '../../../core/contact/form';
import { z } from 'zod';
import { contentTokenValues, fillContentTokens } from '../../../core/content/tokens';
import { notFound } from '../../errors';
import type { ContentStore } from './content.store';

/** Names used when the content service has no site_name entry (§1: titled by mode). */
export const FALLBACK_SITE_NAMES: Record<SiteCode, string> = {
  DTC: 'Vitalis Pet Nutrition Shop',
  HPSF: 'Vitalis Professional Staff Feeding',
};

/** Content of each storefront: globals, header, footer, navigation, announcements. */
export function createContentService(store: ContentStore) {
  /** Reads one entry and checks its shape; a missing or malformed entry is a 404, never a 500. */
  async function entry<T>(site: SiteCode, key: string, schema: z.ZodType<T>): Promise<T> {
    const entries = await store.getEntries(site, [key]);
    const parsed = schema.safeParse(entries[key]);
    if (!parsed.success) throw notFound(`No content entry '${key}'`);
    return parsed.data;
  }

  return {
    globals: (site: SiteCode, fields: string[]) => store.getEntries(site, fields),
    header: (site: SiteCode): Promise<Header> => entry(site, 'header', headerSchema),
    footer: (site: SiteCode): Promise<Footer> => entry(site, 'footer', footerSchema),
    navigation: (site: SiteCode, handle: string): Promise<Navigation> => entry(site, `navigation:${handle}`, navigationSchema),
    /** Announcements with their figures ({{tokens}}) filled in from the globals as they are now. */
    async announcements(site: SiteCode): Promise<Announcement[]> {
      const [announcements, globals] = await Promise.all([
        entry(site, 'announcements', z.array(announcementSchema)).catch(() => []),
        store.getEntries(site, ['free_shipping_minimum']),
      ]);
      const values = contentTokenValues(globals.free_shipping_minimum);
      return announcements.map((announcement) => ({ ...announcement, message: fillContentTokens(announcement.message, values) }));
    },
    passwordProtect: (site: SiteCode) => entry(site, 'password_protect', passwordProtectSchema),
    /** The storefront's contact form (get-contact, and the rules a sent message is checked with). */
    contactForm: (site: SiteCode): Promise<ContactForm> => entry(site, 'contact_form', contactFormSchema),
    /** The free_shipping_minimum global in dollars; null when missing or not a positive number (§9's default applies). */
    async freeShippingMinimum(site: SiteCode): Promise<number | null> {
      const value = Number((await store.getEntries(site, ['free_shipping_minimum'])).free_shipping_minimum);
      return Number.isFinite(value) && value > 0 ? value : null;
    },
    /** The fair_trade_compliance global (§2 feature flag): true only when set to true. */
    async fairTradeCompliance(site: SiteCode): Promise<boolean> {
      return (await store.getEntries(site, ['fair_trade_compliance'])).fair_trade_compliance === true;
    },
    /** The analytics_integration global as stored: checked by its reader, so a bad value is reported, not hidden. */
    async analyticsIntegration(site: SiteCode): Promise<unknown> {
      return (await store.getEntries(site, ['analytics_integration'])).analytics_integration;
    },
    async siteName(site: SiteCode): Promise<string> {
      const { site_name } = await store.getEntries(site, ['site_name']);
      return typeof site_name === 'string' && site_name ? site_name : FALLBACK_SITE_NAMES[site];
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
