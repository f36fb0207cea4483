/**
 * The shopper's cookie consent as the rest of the app sees it (§4 Consent): which categories are
 * accepted, whether a choice was made at all, and a way to open the preference dialog from
 * anywhere (the reviews area's 'here', the footer). Functional consent is false until approved.
 * The choice lives in a cookie in vanilla-cookieconsent's format (`cc_cookie`), so it survives
 * reloads and offline starts and the server can read it; the consent UI (loaded only when needed)
 * writes it and calls `setConsentChoice`.
 */
import { create } from 'zustand';

export const CONSENT_CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** vanilla-cookieconsent's cookie: JSON with the accepted `categories` (URI-encoded or not). */
export const CONSENT_COOKIE = 'cc_cookie';

interface ConsentState {
  /** false until the shopper chose (the banner shows) */
  chosen: boolean;
  accepted: readonly ConsentCategory[];
}

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

function initialState(): ConsentState {
  const accepted = typeof document === 'undefined' ? null : readConsentCookie(document.cookie);
  return { chosen: accepted !== null, accepted: accepted ?? ['necessary'] };
}

const useConsentStore = create<ConsentState>(() => initialState());

/** Records the shopper's choice (the consent UI calls this after the banner or the dialog). */
export function setConsentChoice(accepted: readonly ConsentCategory[]): void {
  const withNecessary = CONSENT_CATEGORIES.filter((c) => c === 'necessary' || accepted.includes(c));
  useConsentStore.setState({ chosen: true, accepted: withNecessary });
}

/**
 * Forgets the choice on this device: the cookie and the state, so the banner asks again. A sign-out
 * on the staff-feeding storefront calls it: one clinic workstation serves many people, and one
 * person's consent is not the next person's.
 */
export function forgetConsentChoice(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: expiring a cookie needs no Cookie Store API (not in every browser)
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  useConsentStore.setState({ chosen: false, accepted: ['necessary'] });
}

/** Re-reads the stored choice (another tab, or the privacy manager's submit_preferences message). */
export function refreshConsentFromCookie(): void {
  useConsentStore.setState(initialState());
}

/** Whether the shopper has made a choice yet (outside React). */
export function consentChosen(): boolean {
  return useConsentStore.getState().chosen;
}

/** The categories accepted now (necessary always among them). */
export function acceptedCategories(): readonly ConsentCategory[] {
  return useConsentStore.getState().accepted;
}

/** Whether a category is accepted now (functional, analytics and marketing are false until approved). */
export function consentGiven(category: ConsentCategory): boolean {
  return useConsentStore.getState().accepted.includes(category);
}

/** React: whether `category` is accepted, re-rendering when the choice changes. */
export function useConsent(category: ConsentCategory): boolean {
  return useConsentStore((state) => state.accepted.includes(category));
}

/** React: whether the shopper has made a choice yet. */
export function useConsentChosen(): boolean {
  return useConsentStore((state) => state.chosen);
}

/** Calls `listener` whenever the accepted categories change; returns the unsubscribe. */
export function onConsentChange(listener: (accepted: readonly ConsentCategory[]) => void): () => void {
  return useConsentStore.subscribe((state, previous) => {
    if (state.accepted !== previous.accepted) listener(state.accepted);
  });
}

type PreferencesOpener = () => void;
let opener: PreferencesOpener | undefined;
let openWhenReady = false;

/**
 * Opens the cookie preference dialog. The consent UI registers how (`registerPreferencesOpener`)
 * once it has loaded; a request made before that is kept and served when it registers.
 */
export function openConsentPreferences(): void {
  if (opener) opener();
  else openWhenReady = true;
}

/** The consent UI's way to open its preference dialog. */
export function registerPreferencesOpener(open: PreferencesOpener): void {
  opener = open;
  if (openWhenReady) {
    openWhenReady = false;
    open();
  }
}
