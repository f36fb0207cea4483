/**
 * Building blocks of the seeded content pages. Copy is written as short sentences (the source keeps
 * to 140 columns) joined into paragraphs; figures are {{tokens}} (core/content/tokens.ts) that the
 * content service fills in when it answers, so no figure is typed into the copy.
 * Bodies use only the tags §5 lets through the sanitiser (div, span, p, h1); headings and links
 * are fields of their own, which the app draws as headings and links.
 */
import type { Link } from '../../../core/entities/content';
import type { ContentSection } from '../../../core/entities/content-page';

export type PageSite = 'DTC' | 'HPSF';

/** A content page as the seed writes it. */
export interface ContentPageSeed {
  site: PageSite;
  slug: string;
  title: string;
  summary: string;
  sections: ContentSection[];
  published: boolean;
  /** date of the last change of the copy, 'YYYY-MM-DD' */
  updatedAt: string;
}

/** A route rule as the seed writes it. */
export interface RouteRuleSeed {
  site: PageSite;
  from: string;
  to: string;
}

const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/** One paragraph made of its sentences. */
export const p = (...sentences: string[]) => `<p>${escapeText(sentences.join(' '))}</p>`;

/**
 * The opening paragraph of a page, set larger by the app's content styles. Content HTML carries no
 * class (the sanitiser drops it): the app styles a page's first paragraph as its lead.
 */
export const lead = (...sentences: string[]) => `<p>${escapeText(sentences.join(' '))}</p>`;

/** A short note set apart from the text around it (a figure, a promise): the only div of a body. */
export const note = (...sentences: string[]) => `<div>${escapeText(sentences.join(' '))}</div>`;

/** A section: its heading (null for an untitled opening), its paragraphs and the links offered after them. */
export function section(heading: string | null, paragraphs: string[], links: Link[] = []): ContentSection {
  return { heading, html: paragraphs.join(''), links };
}

/** Links the pages offer, named once. */
export const LINKS = {
  shipping: { label: 'Shipping', href: '/shipping' },
  autoship: { label: 'Autoship', href: '/autoship' },
  faq: { label: 'FAQ', href: '/faq' },
  terms: { label: 'Terms & Conditions', href: '/terms-and-conditions' },
  privacy: { label: 'Privacy & Cookies', href: '/privacy-and-cookies' },
  about: { label: 'About Vitalis', href: '/about' },
  contact: { label: 'Contact Us', href: '/contact-us' },
  shopAll: { label: 'Shop All Pet Food', href: '/products' },
  catalog: { label: 'Catalog', href: '/products' },
  subscriptions: { label: 'My Subscriptions', href: '/account/autoships' },
  staffAutoships: { label: 'My Autoships', href: '/account/autoships' },
  addressBook: { label: 'Address Book', href: '/account/address-book' },
} satisfies Record<string, Link>;
