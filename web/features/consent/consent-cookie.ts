/**
 * Writing the shopper's choice. The cookie keeps vanilla-cookieconsent's name and JSON shape
 * (`categories`, `revision`, timestamps), so readConsentCookie, the server and any tool that knows
 * that format read it alike. It is a first-party cookie of the whole site, sent to the API too.
 */
import { CONSENT_CATEGORIES, CONSENT_COOKIE, type ConsentCategory, readStoredConsent, setConsentChoice } from './consent-state';

/** How long a choice is kept before the banner asks again: about six months. */
export const CONSENT_MAX_AGE_DAYS = 182;
const DAY_MS = 86_400_000;

/** Bumped when the categories or their meaning change, so a stored choice can be asked again. */
export const CONSENT_REVISION = 0;

export interface StoredConsent {
  categories: ConsentCategory[];
  revision: number;
  consentTimestamp: string;
  lastConsentTimestamp: string;
  expirationTime: number;
}

/** The stored form of a choice made at `now`; `firstConsentAt` keeps the first choice's time on a change. */
export function storedConsent(accepted: readonly ConsentCategory[], now: Date, firstConsentAt?: string): StoredConsent {
  return {
    categories: CONSENT_CATEGORIES.filter((c) => c === 'necessary' || accepted.includes(c)),
    revision: CONSENT_REVISION,
    consentTimestamp: firstConsentAt ?? now.toISOString(),
    lastConsentTimestamp: now.toISOString(),
    expirationTime: now.getTime() + CONSENT_MAX_AGE_DAYS * DAY_MS,
  };
}

/** The `document.cookie` assignment that stores `consent` (Secure on https; Lax, so it comes along on links into the shop). */
export function consentCookieAssignment(consent: StoredConsent, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(consent));
  const maxAge = CONSENT_MAX_AGE_DAYS * (DAY_MS / 1000);
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function storedFirstConsentAt(): string | undefined {
  const firstAt = readStoredConsent(document.cookie)?.consentTimestamp;
  return typeof firstAt === 'string' ? firstAt : undefined;
}

/** Stores the shopper's choice in the cookie and tells the app (banner buttons and the dialog's save). */
export function saveConsentChoice(accepted: readonly ConsentCategory[]): void {
  const consent = storedConsent(accepted, new Date(), storedFirstConsentAt());
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = consentCookieAssignment(consent, location.protocol === 'https:');
  setConsentChoice(consent.categories);
}
