/**
 * The last known signed-in profile, kept in IndexedDB (record 'profile', docs/architecture.md §6) so an account
 * page reloaded offline still knows who is signed in and can show its offline copy. It holds the
 * identity profile and the session's times only: the session token is an HttpOnly cookie that no
 * script sees, so nothing here can sign anyone in. Cleared at logout and on any 'signed out' answer.
 */
import { deleteRecord, readRecord, writeRecord } from '../../lib/local-db';
import type { StoredProfile } from './profile-record-schema';
import { loadStoredProfileSchema } from '../../lib/lazy-schemas';

export type { StoredProfile };

export const PROFILE_RECORD = 'profile';

export const profileRecord = {
  read: (): Promise<StoredProfile | undefined> => readRecord(PROFILE_RECORD, loadStoredProfileSchema),
  /** Moves the last activity forward, if a profile is stored. */
  markActive: async (at = Date.now()): Promise<void> => {
    const stored = await profileRecord.read();
    if (stored && at > stored.lastActiveAt) await writeRecord(PROFILE_RECORD, { ...stored, lastActiveAt: at });
  },
  write: (profile: StoredProfile): Promise<boolean> => writeRecord(PROFILE_RECORD, profile),
  clear: (): Promise<void> => deleteRecord(PROFILE_RECORD),
};
