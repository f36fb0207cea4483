/**
 * Contact messages (SQL only): a message is stored in the request's transaction; its mails are
 * sent later, one message at a time, by whoever claims it (contact-mail.ts). A claim holds the row
 * for a while, so two processes never mail the same message at once, and a failed try waits out
 * its back-off before the next claim.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ContactMessageRow, contactMessages } from '../../db/schema';

/** A message as the service stores it. */
export type NewContactMessage = Omit<
  ContactMessageRow,
  'createdAt' | 'supportMailedAt' | 'receiptMailedAt' | 'mailAttempts' | 'mailHeldUntil' | 'mailLastError'
>;

/** Which of a message's two mails went. */
export type MailKind = 'support' | 'receipt';

const heldFor = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

export function createContactStore(db: Db) {
  return {
    /** Stores a message in `tx` (the request's transaction); answers when it was received. */
    async insert(tx: Db, message: NewContactMessage): Promise<Date> {
      const [row] = await tx.insert(contactMessages).values(message).returning({ createdAt: contactMessages.createdAt });
      return row.createdAt;
    },

    /**
     * Claims the oldest message with a mail still to send, free to try now and tried fewer than
     * `maxAttempts` times, holding it for `holdMs`; null when there is none. SKIP LOCKED: two
     * processes sweeping at once take different messages.
     */
    async claimUnmailed(maxAttempts: number, holdMs: number): Promise<ContactMessageRow | null> {
      const next = db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(
          and(
            or(isNull(contactMessages.supportMailedAt), isNull(contactMessages.receiptMailedAt)),
            lt(contactMessages.mailAttempts, maxAttempts),
            or(isNull(contactMessages.mailHeldUntil), lt(contactMessages.mailHeldUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(contactMessages.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [claimed] = await db
        .update(contactMessages)
        .set({ mailHeldUntil: heldFor(holdMs), mailAttempts: sql`${contactMessages.mailAttempts} + 1` })
        .where(inArray(contactMessages.id, next))
        .returning();
      return claimed ?? null;
    },

    /** Marks one mail of a message as sent. */
    async markMailed(id: string, kind: MailKind): Promise<void> {
      const set = kind === 'support' ? { supportMailedAt: sql`now()` } : { receiptMailedAt: sql`now()` };
      await db.update(contactMessages).set(set).where(eq(contactMessages.id, id));
    },

    /** Ends a claim: at once when its mails went, or after `retryInMs` with the reason of a failure. */
    async release(id: string, failure?: { error: string; retryInMs: number }): Promise<void> {
      const set = failure ? { mailHeldUntil: heldFor(failure.retryInMs), mailLastError: failure.error } : { mailHeldUntil: null };
      await db.update(contactMessages).set(set).where(eq(contactMessages.id, id));
    },
  };
}
export type ContactStore = ReturnType<typeof createContactStore>;
