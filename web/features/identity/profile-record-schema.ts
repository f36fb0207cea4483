/**
 * The zod schema of the stored profile (profile-record.ts). That module loads this one only when
 * there is a stored profile to check, so a first visit (nothing stored) loads no zod (the
 * first-visit JavaScript budget). Import it statically only from tests.
 */
import { z } from 'zod';
import { identityAccountSchema, sessionInfoSchema } from '../../../core/contract/identity';

/** The stored form: checked when read back, a record of another shape is dropped. */
export const storedProfileSchema = z.object({ account: identityAccountSchema, session: sessionInfoSchema.nullable() });
export type StoredProfile = z.infer<typeof storedProfileSchema>;
