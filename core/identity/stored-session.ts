import { INACTIVITY_ALERT_SECONDS } from './rules';

/** What a stored profile's session is worth when the shop cannot be asked. */
export type StoredSessionStanding = 'live' | 'expired' | 'idle';

/** The session times a device keeps with a stored profile. */
export interface StoredSessionTimes {
  /** seconds of inactivity before the alert (tokenInactivityTime) */
  tokenInactivityTime: number;
  /** the absolute end of the session (ISO) */
  expiresAt: string;
}

/**
 * Whether a signed-in profile stored on a device still stands for its user while the shop cannot
 * be reached (offline). Past the session's absolute end it is 'expired'. Without activity for the
 * inactivity time plus the alert's wait, as the device's own clock measures from `lastActiveAt`
 * (ms), it is 'idle': an open page would have signed out by then, and so does a page opened later.
 * A session with no times (null) has only the idle rule's default to go by: none, so it stands.
 */
export function storedSessionStanding(session: StoredSessionTimes | null, lastActiveAt: number, now: number): StoredSessionStanding {
  if (session === null) return 'live';
  const expiresAt = Date.parse(session.expiresAt);
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return 'expired';
  const idleLimitMs = (session.tokenInactivityTime + INACTIVITY_ALERT_SECONDS) * 1000;
  // a clock set back makes `now` earlier than the last activity: that is no proof of presence either
  if (now - lastActiveAt >= idleLimitMs || now < lastActiveAt - idleLimitMs) return 'idle';
  return 'live';
}
