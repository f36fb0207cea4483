/**
 * Content-service entries per storefront. 'ALL' rows are shared; a site row with the same key wins.
 * Shapes follow core/entities/content.ts.
 */
import type { Footer, Header, Link, Navigation } from '../../../core/entities/content';
import { contactFormEntries } from './contact-data';

export type ContentSite = 'DTC' | 'HPSF' | 'ALL';
export interface ContentEntrySeed {
  site: ContentSite;
  key: string;
  value: unknown;
}

/** Kept beside the packshots because the server already serves that folder. */
export const NOT_FOUND_IMAGE_URL = '/assets/packshots/site-404.png';

const shopLinks = (site: 'DTC' | 'HPSF'): Link[] => [
  { label: site === 'HPSF' ? 'Catalog' : 'Shop All Pet Food', href: '/products' },
  { label: 'Dog Food', href: '/products/dog' },
  { label: 'Cat Food', href: '/products/cat' },
];
const helpLinks: Link[] = [
  { label: 'Contact Us', href: '/contact-us' },
  { label: 'Shipping', href: '/shipping' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Terms & Conditions', href: '/terms-and-conditions' },
];

const aboutLinks: Link[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Autoship', href: '/autoship' },
  { label: 'Privacy & Cookies', href: '/privacy-and-cookies' },
  { label: 'Sitemap', href: '/sitemap' },
];

function header(site: 'DTC' | 'HPSF'): Header {
  return {
    logoText: 'Vitalis',
    tagline: site === 'HPSF' ? 'Professional staff feeding program' : 'Science-led nutrition for dogs and cats',
    searchPlaceholder: 'Search pet food',
    utilityLinks: [
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'My Account', href: '/account/dashboard' },
      { label: 'Sitemap', href: '/sitemap' },
    ],
  };
}

function footer(site: 'DTC' | 'HPSF'): Footer {
  return {
    columns: [
      { title: site === 'HPSF' ? 'Catalog' : 'Shop', links: shopLinks(site) },
      { title: 'Help', links: helpLinks },
      {
        title: 'My Account',
        links: [
          { label: 'My Orders', href: '/account/orders' },
          { label: site === 'HPSF' ? 'My Autoships' : 'My Subscriptions', href: '/account/autoships' },
          { label: 'Address Book', href: '/account/address-book' },
        ],
      },
      { title: 'About Vitalis', links: aboutLinks },
    ],
    legal: 'Vitalis is a fictional brand family made for this demonstration shop. All rights reserved.',
  };
}

function navigation(site: 'DTC' | 'HPSF'): Navigation {
  const speciesItem = (species: 'dog' | 'cat', label: string) => ({
    label,
    href: `/products/${species}`,
    children: [
      { label: 'Dry Food', href: `/products/${species}/dry-food` },
      { label: 'Wet Food', href: `/products/${species}/wet-food` },
      ...(species === 'dog' && site === 'DTC' ? [{ label: 'Treats', href: '/products/dog/treats' }] : []),
    ],
  });
  const items =
    site === 'HPSF'
      ? [
          { label: 'Catalog', href: '/products', children: [] },
          speciesItem('dog', 'Dog'),
          speciesItem('cat', 'Cat'),
          { label: 'My Autoships', href: '/account/autoships', children: [] },
        ]
      : [
          speciesItem('dog', 'Dog'),
          speciesItem('cat', 'Cat'),
          { label: 'Shop All', href: '/products', children: [] },
          { label: 'Autoship', href: '/autoship', children: [] },
          { label: 'FAQ', href: '/faq', children: [] },
        ];
  return { handle: 'main', items };
}

const announcements = {
  DTC: [
    // {{free_shipping_minimum}} is filled in from the global when the announcements are read (core/content/tokens.ts)
    { id: 'free-shipping', message: 'Free shipping on orders of {{free_shipping_minimum}} or more', href: '/shipping' },
    { id: 'autoship', message: 'Save an extra 5% with Autoship', href: '/autoship' },
  ],
  HPSF: [{ id: 'staff-feeding', message: 'Staff feeding pricing is applied at checkout', href: '/faq' }],
};

function perSite(site: 'DTC' | 'HPSF'): ContentEntrySeed[] {
  return [
    {
      site,
      key: 'site_name',
      value: site === 'HPSF' ? 'Vitalis Professional Staff Feeding' : 'Vitalis Pet Nutrition Shop',
    },
    { site, key: 'header', value: header(site) },
    { site, key: 'footer', value: footer(site) },
    { site, key: 'navigation:main', value: navigation(site) },
    { site, key: 'announcements', value: announcements[site] },
  ];
}

export function buildContentEntries(): ContentEntrySeed[] {
  return [
    { site: 'ALL', key: 'free_shipping_minimum', value: 50 },
    // the analytics integration (§5: only gtm); the tag manager itself loads only with GTM_ID set and analytics consent
    { site: 'ALL', key: 'analytics_integration', value: 'gtm' },
    // The fair-trade-compliance feature flag (§2): a guest's first Autoship purchase needs a login first.
    { site: 'ALL', key: 'fair_trade_compliance', value: true },
    {
      site: 'ALL',
      key: 'password_protect',
      value: {
        title: 'We will be right back',
        message: 'The shop is open to invited guests only while we prepare something new. Please check back soon.',
      },
    },
    { site: 'ALL', key: 'site_404_title', value: 'Oops! This page wandered off.' },
    {
      site: 'ALL',
      key: 'site_404_message',
      value: 'We could not find the page you were looking for. It may have moved, or the link may be out of date.',
    },
    { site: 'ALL', key: 'site_404_image', value: { url: NOT_FOUND_IMAGE_URL, alt: 'A curious dog and cat looking for the page' } },
    {
      site: 'ALL',
      key: 'site_404_cta',
      value: [
        { label: 'Back To Homepage', href: '/' },
        { label: 'Shop All Pet Food', href: '/products' },
      ],
    },
    {
      site: 'HPSF',
      key: 'site_404_cta',
      value: [
        { label: 'Back To Homepage', href: '/' },
        { label: 'Catalog', href: '/products' },
      ],
    },
    ...perSite('DTC'),
    ...perSite('HPSF'),
    ...contactFormEntries(),
  ];
}
