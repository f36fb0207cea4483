import { openConsentPreferences } from './consent-state';

/**
 * "Cookie preferences": opens the preference dialog (§4 Consent). A button, since it goes nowhere;
 * each place draws it like its own links. The site footer shows it, and so do the standalone pages
 * that have no footer, so the dialog is reachable from every page.
 */
export function ConsentPreferencesButton({ className }: { className: string }) {
  return (
    <button type="button" className={className} onClick={openConsentPreferences}>
      Cookie preferences
    </button>
  );
}
