/**
 * The shopper's cookie choice as stored (§4 Consent): vanilla-cookieconsent's cookie (`cc_cookie`,
 * JSON with the accepted `categories`, URI-encoded or not). The browser writes it; the browser and
 * the server both read it, so a page drawn on the server shows the banner exactly when the
 * browser's first draw does.
 */

export const CONSENT_CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const CONSENT_COOKIE = 'cc_cookie';

/** What the consent cookie holds (its JSON, as written or URI-encoded), in a Cookie header or document.cookie; null when there is none. */
export function readStoredConsent(cookieHeader: string): { categories?: unknown; consentTimestamp?: unknown } | null {
  const raw = cookieHeader
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (!raw) return null;
  for (const text of [raw, safeDecode(raw)]) {
    try {
      const stored: unknown = JSON.parse(text);
      if (stored !== null && typeof stored === 'object') return stored;
    } catch {
      // not JSON in this form: try the next
    }
  }
  return null;
}

/** The accepted categories in a Cookie header or document.cookie; null when no choice is stored. */
export function readConsentCookie(cookieHeader: string): ConsentCategory[] | null {
  const categories = readStoredConsent(cookieHeader)?.categories;
  return Array.isArray(categories) ? CONSENT_CATEGORIES.filter((c) => c === 'necessary' || categories.includes(c)) : null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
