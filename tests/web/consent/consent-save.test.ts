// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { consentCookieAssignment, saveConsentChoice, storedConsent } from '../../../web/features/consent/consent-cookie';
import { acceptedCategories, CONSENT_COOKIE, readStoredConsent } from '../../../web/features/consent/consent-state';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the code under test writes
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

it('keeps the first choice time when the shopper changes their choice, and applies the new one', () => {
  const first = storedConsent(['analytics'], new Date('2026-01-01T00:00:00.000Z'));
  // biome-ignore lint/suspicious/noDocumentCookie: a choice stored by an earlier visit
  document.cookie = consentCookieAssignment(first, false);

  saveConsentChoice(['functional']);

  const stored = readStoredConsent(document.cookie);
  expect(stored?.consentTimestamp).toBe('2026-01-01T00:00:00.000Z');
  expect(stored?.categories).toEqual(['necessary', 'functional']);
  expect(acceptedCategories()).toEqual(['necessary', 'functional']);
});

it('stamps a first choice with its own time', () => {
  saveConsentChoice([]);
  const stored = readStoredConsent(document.cookie) as { consentTimestamp?: unknown; lastConsentTimestamp?: unknown } | null;
  expect(typeof stored?.consentTimestamp).toBe('string');
  expect(stored?.consentTimestamp).toBe(stored?.lastConsentTimestamp);
});
