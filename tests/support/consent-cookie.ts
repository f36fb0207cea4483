/**
 * The cookie choice the end-to-end specs start with (playwright.config.ts): a returning shopper
 * who kept only necessary cookies, so no first-visit banner covers the controls a spec uses and
 * nothing outside loads. Specs about consent itself start without it.
 */
export const NECESSARY_ONLY_CONSENT_COOKIE = {
  name: 'cc_cookie',
  value: encodeURIComponent(JSON.stringify({ categories: ['necessary'], revision: 0 })),
  // cookies are not told apart by port: one cookie serves both storefronts (DTC and HPSF)
  domain: 'localhost',
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
};

/** No stored state at all: a first visit. */
export const FIRST_VISIT_STATE = { cookies: [], origins: [] };
