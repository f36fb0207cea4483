/**
 * The signed-in user (§3 DTC and staff-feeding user stores). The session token itself lives in an
 * HttpOnly cookie no script can read (docs/architecture.md §7): `sessionToken` is never part of this store.
 * The profile is loaded from account-info at start; a failed lookup counts as signed out (§8).
 * A lookup that never reached the server (offline) is no answer: the last known profile (kept in
 * IndexedDB, profile-record.ts) stands, marked `offline`, so account pages show their offline copy,
 * but only within the session's absolute lifetime and its idle timeout from the last activity seen
 * on this device: past either, the visit ends as a sign-out would (sign-out.ts), offline too.
 */
import { create } from 'zustand';
import type { IdentityAccount, SessionInfo } from '../../../core/contract/identity';
import { CART_COOKIE, DEFAULT_ZIP } from '../../../core/constants';
import { storedSessionStanding } from '../../../core/identity/stored-session';
import { ApiError } from '../../lib/api';
import { forgetQueries, PER_CUSTOMER_QUERY_PREFIXES } from '../../lib/query-persistence/forget-queries';
import { postIdentity } from './identity-call';
import { profileRecord } from './profile-record';

export type UserStatus = 'unknown' | 'guest' | 'signedIn';

interface UserState {
  status: UserStatus;
  account: IdentityAccount | null;
  session: SessionInfo | null;
  /** server cache entry of this session's profile, dropped at logout */
  cacheKey: string | null;
  /** signed in as last known, the server not reached (offline): shown from local data */
  offline: boolean;
  /** Loads the profile of the session cookie (if any). */
  load: () => Promise<void>;
  signedIn: (account: IdentityAccount, session: SessionInfo, cacheKey?: string | null) => void;
  updateAccount: (account: IdentityAccount) => void;
  updateSession: (session: SessionInfo) => void;
  /** Forgets the profile (after logout). */
  clear: () => void;
}

let loadSequence = 0;

const SIGNED_OUT = { status: 'guest', account: null, session: null, cacheKey: null, offline: false } as const;

/** The shop says nobody is signed in: whatever the last user left here goes, as at logout (loaded only then). */
async function eraseEndedVisit(): Promise<void> {
  const { eraseUserFromDevice } = await import('./erase-user-from-device');
  await eraseUserFromDevice();
}

/**
 * Signed out for inactivity, the whole sign-out included (loaded only then): a stored profile idle
 * too long (offline), or a visit the inactivity fallback ends.
 */
export async function signOutForInactivity(): Promise<void> {
  const { signOut } = await import('./sign-out');
  await signOut({ forInactivity: true });
}

/** Someone signed in here before: a profile in memory or stored, or a signed-in customer's cart cookie. */
async function someoneWasSignedIn(hadAccount: boolean): Promise<boolean> {
  if (hadAccount || document.cookie.split(';').some((part) => part.trim().startsWith(`${CART_COOKIE}=`))) return true;
  return (await profileRecord.read()) !== undefined;
}

let lastActivityWrite = 0;
/** Activity is written at most this often (the idle timeout is minutes; a write per mouse move is not needed). */
const ACTIVITY_WRITE_EVERY_MS = 15_000;

function remember(account: IdentityAccount, session: SessionInfo | null): void {
  lastActivityWrite = Date.now();
  void profileRecord.write({ account, session, lastActiveAt: lastActivityWrite });
}

/**
 * The signed-in user is active on this device (the inactivity watcher's debounced mouse and key
 * activity): the stored profile's last activity moves forward, at most every 15 s.
 */
export function markUserActive(now = Date.now()): void {
  if (useUserStore.getState().status !== 'signedIn' || now - lastActivityWrite < ACTIVITY_WRITE_EVERY_MS) return;
  lastActivityWrite = now;
  void profileRecord.markActive(now);
}

export const useUserStore = create<UserState>((set, get) => ({
  status: 'unknown',
  account: null,
  session: null,
  cacheKey: null,
  offline: false,
  load: async () => {
    const mine = ++loadSequence;
    try {
      const { data } = await postIdentity('accountInfo', {});
      if (mine !== loadSequence) return;
      set({ status: 'signedIn', account: data.account, session: data.session, cacheKey: data.cacheKey, offline: false });
      remember(data.account, data.session);
    } catch (error) {
      if (mine !== loadSequence) return;
      if (!(error instanceof ApiError && error.status === 0)) {
        // the server answered, and not with a profile: signed out (§8). If someone was signed in here
        // and the session is over (expired, ended elsewhere: 401), everything of theirs goes as at
        // logout. A failing shop (5xx) proves no end: their profile and account answers go, and the
        // cart with its queued changes stays for when the shop answers again.
        const hadAccount = get().account !== null;
        set(SIGNED_OUT);
        if (!(await someoneWasSignedIn(hadAccount))) return;
        if (error instanceof ApiError && error.status === 401) await eraseEndedVisit();
        else await Promise.all([profileRecord.clear(), forgetQueries(PER_CUSTOMER_QUERY_PREFIXES)]);
        return;
      }
      // not reached (offline): keep what we knew, else the profile stored at the last sign-in
      if (get().account) return set({ status: 'signedIn', offline: true });
      const stored = await profileRecord.read();
      if (mine !== loadSequence) return;
      const standing = stored ? storedSessionStanding(stored.session, stored.lastActiveAt, Date.now()) : 'expired';
      if (stored && standing === 'live') {
        set({ status: 'signedIn', account: stored.account, session: stored.session, offline: true });
        return;
      }
      set(SIGNED_OUT);
      if (stored && standing === 'idle') await signOutForInactivity();
      else if (stored) await eraseEndedVisit();
    }
  },
  signedIn: (account, session, cacheKey = null) => {
    loadSequence++;
    set({ status: 'signedIn', account, session, cacheKey, offline: false });
    remember(account, session);
  },
  updateAccount: (account) => {
    set({ account });
    if (get().status === 'signedIn') remember(account, get().session);
  },
  updateSession: (session) => {
    set({ session });
    const { status, account } = get();
    if (status === 'signedIn' && account) remember(account, session);
  },
  clear: () => {
    loadSequence++;
    set(SIGNED_OUT);
    void profileRecord.clear();
  },
}));

/** Signed in as last known while the server could not be reached: ask again once it can. */
export function reloadProfileWhenOnline(): () => void {
  const onOnline = () => {
    if (useUserStore.getState().offline) void useUserStore.getState().load();
  };
  addEventListener('online', onOnline);
  return () => removeEventListener('online', onOnline);
}

/** §3 DTC user store fields, as the rest of the app reads them. */
export function dtcUserOf(state: Pick<UserState, 'status' | 'account'>, zipCode = DEFAULT_ZIP) {
  const a = state.account;
  return {
    email: a?.email ?? null,
    zipCode,
    state: a?.clinic?.groupData.state ?? null,
    country: a?.country ?? null,
    firstName: a?.firstName ?? null,
    lastName: a?.lastName ?? null,
    authenticated: state.status === 'signedIn',
  };
}

/** §3 staff-feeding user store fields. */
export function staffUserOf(state: Pick<UserState, 'status' | 'account'>, zipCode = DEFAULT_ZIP) {
  const a = state.account;
  const clinic = a?.clinic?.groupData;
  return {
    country: a?.country ?? null,
    email: a?.email ?? null,
    firstName: a?.firstName ?? null,
    lastName: a?.lastName ?? null,
    roleCode: a?.roleCode ?? null,
    graduationYear: a?.graduationYear ?? null,
    isRegistered: a?.isRegistered ?? false,
    authenticated: state.status === 'signedIn',
    SF_PreferedShipTo: a?.SF_PreferedShipTo ?? null,
    SF_StoreSoldTo: a?.SF_StoreSoldTo ?? null,
    zipCode: clinic?.zip ?? zipCode,
    currentSchoolName: a?.currentSchoolName ?? null,
    clinicAddress: clinic
      ? {
          address1: clinic.streetAddress,
          city: clinic.city,
          zip: clinic.zip,
          countryCode: clinic.country,
          provinceCode: clinic.state,
          SFHomeDeliveryOnly: clinic.SFHomeDeliveryOnly,
        }
      : null,
    isEligibleForPd: a?.isEligibleForPd ?? false,
  };
}

const INACTIVITY_FLAG = 'shop.flags.loggedOutForInactivity';

/** The 'logged out for inactivity' flag of §3, kept across the reload that follows a logout. */
export const inactivityFlag = {
  set: () => safely(() => localStorage.setItem(INACTIVITY_FLAG, '1')),
  isSet: () => safely(() => localStorage.getItem(INACTIVITY_FLAG) === '1') ?? false,
  /** cleared when the user is active again (signs in) */
  clear: () => safely(() => localStorage.removeItem(INACTIVITY_FLAG)),
};

function safely<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined; // storage refused (private mode): the flag lives for this page only
  }
}
