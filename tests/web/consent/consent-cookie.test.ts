import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_DAYS, consentCookieAssignment, storedConsent } from '../../../web/features/consent/consent-cookie';
import { readConsentCookie } from '../../../web/features/consent/consent-state';

const NOW = new Date('2026-11-25T14:00:00.000Z');

describe('the stored consent choice', () => {
  it('always lists necessary, keeps the categories in their order and drops nothing accepted', () => {
    expect(storedConsent(['analytics', 'functional'], NOW).categories).toEqual(['necessary', 'functional', 'analytics']);
    expect(storedConsent([], NOW).categories).toEqual(['necessary']);
  });

  it('keeps the first choice time on a change and expires after the kept days', () => {
    const changed = storedConsent(['marketing'], NOW, '2026-01-01T00:00:00.000Z');
    expect(changed.consentTimestamp).toBe('2026-01-01T00:00:00.000Z');
    expect(changed.lastConsentTimestamp).toBe(NOW.toISOString());
    expect(changed.expirationTime).toBe(NOW.getTime() + CONSENT_MAX_AGE_DAYS * 86_400_000);
  });

  it('is written as a site-wide cookie the server and the app read back', () => {
    const assignment = consentCookieAssignment(storedConsent(['functional'], NOW), true);
    expect(assignment).toMatch(/^cc_cookie=[^;]+; Path=\/; Max-Age=15724800; SameSite=Lax; Secure$/);
    const pair = assignment.split(';')[0];
    expect(readConsentCookie(`other=1; ${pair}`)).toEqual(['necessary', 'functional']);
    expect(consentCookieAssignment(storedConsent([], NOW), false)).not.toContain('Secure');
  });
});
