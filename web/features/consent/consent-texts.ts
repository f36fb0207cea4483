import type { ConsentCategory } from './consent-state';

/**
 * What each category is for, in this shop's own words: what it actually uses, nothing more.
 * Staff feeding (HPSF) shows no product reviews, so its functional line says so.
 */
export function categoryTexts(staffFeeding: boolean): Record<ConsentCategory, { name: string; description: string }> {
  return {
    necessary: {
      name: 'Necessary',
      description: 'Keep the shop working: your cart, your sign-in, your delivery zip code and this cookie choice. Always on.',
    },
    functional: {
      name: 'Functional',
      description: staffFeeding
        ? 'Product reviews from our review service. This storefront shows no reviews at the moment, so nothing uses them here yet.'
        : 'Product reviews: our review service shows ratings and reviews on product pages and lets you write your own.',
    },
    analytics: {
      name: 'Analytics',
      description:
        'Page statistics: our tag manager (Google Tag Manager) counts the pages and products viewed and what goes into carts, ' +
        'so we can improve the shop.',
    },
    marketing: {
      name: 'Marketing',
      description:
        'Advertising and offers from partners, tailored to you. The shop uses none today; they stay off unless you turn them on.',
    },
  };
}
