/**
 * The zod schema of the stored profile (profile-record.ts). That module loads this one only when
 * there is a stored profile to check, so a first visit (nothing stored) loads no zod (the
 * first-visit JavaScript budget). Import it statically only from tests.
 */
import { z } from 'zod';
import { identityAccountSchema, sessionInfoSchema } from '../../../core/contract/identity';

/**
 * The stored form: checked when read back, a record of another shape is dropped. `lastActiveAt` is
 * when the user was last seen active on this device (its clock, ms): a profile read offline stands
 * only within the idle timeout of that moment (core/identity storedSessionStanding).
 */
export const storedProfileSchema = z.object({
  account: identityAccountSchema,
  session: sessionInfoSchema.nullable(),
  lastActiveAt: z.number().int().nonnegative(),
});
export type StoredProfile = z.infer<typeof storedProfileSchema>;
