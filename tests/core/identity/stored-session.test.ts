import { describe, expect, it } from 'vitest';
import { INACTIVITY_ALERT_SECONDS, storedSessionStanding } from '../../../core/identity';

const now = Date.parse('2026-11-25T10:00:00.000Z');
const session = { tokenInactivityTime: 900, expiresAt: '2026-12-01T00:00:00.000Z' };
const idleMs = (900 + INACTIVITY_ALERT_SECONDS) * 1000;

describe('storedSessionStanding (a profile read offline)', () => {
  it('stands while the user was active within the inactivity time plus the alert', () => {
    expect(storedSessionStanding(session, now - idleMs + 1000, now)).toBe('live');
    expect(storedSessionStanding(session, now, now)).toBe('live');
  });

  it('is idle once that long has passed without activity, whatever the absolute expiry', () => {
    expect(storedSessionStanding(session, now - idleMs, now)).toBe('idle');
    expect(storedSessionStanding(session, now - 24 * 3600_000, now)).toBe('idle');
  });

  it('is expired past the absolute end, or with an end that cannot be read', () => {
    expect(storedSessionStanding({ ...session, expiresAt: '2026-11-25T09:59:59.000Z' }, now, now)).toBe('expired');
    expect(storedSessionStanding({ ...session, expiresAt: 'soon' }, now, now)).toBe('expired');
  });

  it('a clock set far back is no proof of presence', () => {
    expect(storedSessionStanding(session, now + idleMs + 1000, now)).toBe('idle');
  });
});
