/**
 * Sessions, one-time mail tokens and the sign-in failure log in SQL (no rules: the service
 * decides what expired). Only hashes of tokens are stored or looked up.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SiteCode } from '../../../core/constants';
import type { Db } from '../../db/client';
import { loginFailures, oneTimeTokens, sessions } from '../../db/schema';
import { newId } from './secrets';

export type SessionRow = typeof sessions.$inferSelect;
export type OneTimePurpose = 'reset' | 'verify';

/** The sign-in sessions' rows. */
function sessionRows(db: Db) {
  return {
    async create(input: { customerId: string; site: SiteCode; tokenHash: string; now: Date; expiresAt: Date }): Promise<SessionRow> {
      const [row] = await db
        .insert(sessions)
        .values({
          id: newId(),
          customerId: input.customerId,
          site: input.site,
          tokenHash: input.tokenHash,
          createdAt: input.now,
          lastSeenAt: input.now,
          expiresAt: input.expiresAt,
        })
        .returning();
      return row;
    },

    /** The session of a token hash that has not been ended (expiry is the service's to judge). */
    async findOpen(tokenHash: string): Promise<SessionRow | null> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)));
      return row ?? null;
    },

    async touch(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },

    /** Replaces the token of a session; the old token stops working at once. */
    async rotate(id: string, tokenHash: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ tokenHash, lastSeenAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
    },

    async end(id: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
    },

    async endAllOf(customerId: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: at })
        .where(and(eq(sessions.customerId, customerId), isNull(sessions.endedAt)));
    },
  };
}

/** The one-time mail tokens' rows (password reset, email verification). */
function oneTimeTokenRows(db: Db) {
  return {
    async createOneTime(input: { customerId: string; purpose: OneTimePurpose; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(oneTimeTokens).values({ id: newId(), ...input });
    },

    /** The customer of an unused, unexpired one-time token, without using it. */
    async findOneTime(tokenHash: string, purpose: OneTimePurpose, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ customerId: oneTimeTokens.customerId })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        );
      return row?.customerId ?? null;
    },

    /** Uses a one-time token: answers its customer once, while unexpired; null after that. */
    async consumeOneTime(tokenHash: string, purpose: OneTimePurpose, now: Date): Promise<string | null> {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .returning({ customerId: oneTimeTokens.customerId });
      return row?.customerId ?? null;
    },

    /** Unused tokens of a purpose are voided when a newer one is mailed or the password changes. */
    async voidOneTime(customerId: string, purpose: OneTimePurpose, now: Date): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(and(eq(oneTimeTokens.customerId, customerId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
    },
  };
}

export function createSessionStore(db: Db) {
  return {
    ...sessionRows(db),
    ...oneTimeTokenRows(db),
    async logFailure(input: { site: SiteCode; email: string; customerId: string | null; address: string; reason: string }): Promise<void> {
      await db.insert(loginFailures).values(input);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
