/**
 * The shopper's cookie consent as the rest of the app sees it (§4 Consent): which categories are
 * accepted, whether a choice was made at all, and a way to open the preference dialog from
 * anywhere (the reviews area's 'here', the footer). Functional consent is false until approved.
 * The choice lives in a cookie in vanilla-cookieconsent's format (`cc_cookie`, core/consent), so it
 * survives reloads and offline starts and the server reads it too; the banner and the dialog write
 * it and call `setConsentChoice`.
 */
import { createContext, useContext } from 'react';
import { create } from 'zustand';
import { CONSENT_CATEGORIES, CONSENT_COOKIE, type ConsentCategory, readConsentCookie } from '../../../core/consent';

export { CONSENT_CATEGORIES, CONSENT_COOKIE, type ConsentCategory, readConsentCookie, readStoredConsent } from '../../../core/consent';

interface ConsentState {
  /** false until the shopper chose (the banner shows) */
  chosen: boolean;
  accepted: readonly ConsentCategory[];
}

/**
 * Whether the request a page is drawn for on the server carries a stored choice (from its cookie).
 * Undefined in the browser, where the store answers from document.cookie: the same cookie, so the
 * page the browser hydrates shows the banner exactly when the server drew it.
 */
export const PageConsentChosenContext = createContext<boolean | undefined>(undefined);

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
  const fromStore = useConsentStore((state) => state.chosen);
  return useContext(PageConsentChosenContext) ?? fromStore;
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
